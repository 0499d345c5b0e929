/**
 * How a page of the site is looked at in a browser, in one place for the e2e suite
 * (e2e/support) and the promote's integration gate (scripts/gate): whether React has taken over
 * its main part, its header menus, its home sections, the award announcement on the home page.
 */
import { mainTakenOverAttribute, serverRenderElementId } from '@harmoni/shared/pageMarkup';
import type { Locator, Page } from 'playwright-core';

/** The header's dropdown menus, by their buttons' names. */
export const headerMenuNames = ['Lesson', 'Gallery', 'About'] as const;
export type HeaderMenuName = (typeof headerMenuNames)[number];

/** What mainIsHydrated looks for: the server's note, and the shell's mark on the main part. */
export const mainMarks = {
  serverRender: serverRenderElementId,
  takenOver: mainTakenOverAttribute,
} as const;

/**
 * Whether React has taken over the page's main part (run in the page, given `mainMarks`): the
 * shell marks it once it has hydrated the part the server drew, or drawn it itself. A page the
 * server did not draw counts as taken over at once.
 */
export function mainIsHydrated(marks: typeof mainMarks): boolean {
  const drawn = document.getElementById(marks.serverRender) !== null;
  return !drawn || document.getElementById('main-content')?.hasAttribute(marks.takenOver) === true;
}

/** Opens a header dropdown and returns the list it controls. */
export async function openHeaderMenu(page: Page, name: HeaderMenuName): Promise<Locator> {
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  await toggle.click();
  const menuId = await toggle.getAttribute('aria-controls');
  return page.locator(`[id="${menuId}"]`);
}

/** A home page section other teams own, by its module ('gallery/HomeEvents'). */
export const homeSection = (page: Page, moduleId: string): Locator =>
  page.locator(`[data-home-section="${moduleId}"]`);

/** The home page's award announcement, a modal dialog that greets every visit. */
export const awardModal = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Award announcement' });
