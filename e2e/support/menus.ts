import type { Locator, Page } from '@playwright/test';

/** Opens a header dropdown and returns the list it controls. */
export async function openHeaderMenu(
  page: Page,
  name: 'Lesson' | 'Gallery' | 'About',
): Promise<Locator> {
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  await toggle.click();
  const menuId = await toggle.getAttribute('aria-controls');
  return page.locator(`[id="${menuId}"]`);
}
