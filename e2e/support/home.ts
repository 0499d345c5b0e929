import { expect, type Page } from '@playwright/test';

/**
 * The award announcement greets every visit on the home page as a modal dialog, and the page
 * behind it is inert until it is dismissed. Tests that go on to use the home page close it
 * first; the site then remembers the dismissal for the rest of the visit (sessionStorage).
 */
export async function dismissAwardModal(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Award announcement' });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
}
