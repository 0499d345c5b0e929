import { awardModal, homeSection } from '@harmoni/tooling/pageProbes';
import { expect, type Page } from '@playwright/test';

/**
 * The award announcement greets every visit on the home page as a modal dialog, and the page
 * behind it is inert until it is dismissed. Tests that go on to use the home page close it
 * first; the site then remembers the dismissal for the rest of the visit (sessionStorage).
 */
export async function dismissAwardModal(page: Page): Promise<void> {
  const modal = awardModal(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
}

/**
 * The home page's remote sections load as they come within a screen of the viewport, as a
 * visitor scrolls. Scrolls one section into view and waits until it shows its content (its
 * heading) or its fallback.
 */
export async function revealHomeSection(page: Page, moduleId: string): Promise<void> {
  const section = homeSection(page, moduleId);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading').or(section.getByRole('alert')).first()).toBeVisible();
}

/** Scrolls down through every remote section of the home page, as a reader would. */
export async function scrollThroughHomeSections(page: Page): Promise<void> {
  const ids = await page
    .locator('[data-home-section]')
    .evaluateAll((sections) =>
      sections.map((section) => section.getAttribute('data-home-section')),
    );
  for (const id of ids) if (id) await revealHomeSection(page, id);
}
