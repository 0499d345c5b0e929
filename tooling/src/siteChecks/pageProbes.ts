/**
 * How a page of the site is looked at in a browser, in one place for the e2e suite
 * (e2e/support) and the promote's integration gate (scripts/gate): whether React has taken over
 * its main part, its header menus, its home sections, the award announcement on the home page.
 */
import type { Locator, Page } from 'playwright-core';

/** The header's dropdown menus, by their buttons' names. */
export const headerMenuNames = ['Lesson', 'Gallery', 'About'] as const;
export type HeaderMenuName = (typeof headerMenuNames)[number];

/**
 * Whether React has taken over the page's main part (run in the page). A remote's page arrives
 * drawn by the server and is hydrated once its code has arrived; React marks each element it
 * manages with a `__reactFiber$…` property: a look at its internals for tests and checks only.
 * A page whose main part the server did not draw counts as taken over at once.
 */
export function mainIsHydrated(): boolean {
  const part = document.querySelector('#main-content > *');
  const drawn = document.getElementById('server-render') !== null;
  return (
    !drawn || (part !== null && Object.keys(part).some((key) => key.startsWith('__reactFiber$')))
  );
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
