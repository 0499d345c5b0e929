import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The site's accordions are `<details>` and `<summary>`: the summary is the control a visitor
 * presses (the browser's own disclosure button, which has no ARIA role to query by), so tests
 * find it by its panel's title, and read whether its panel is open from the `<details>`.
 */
export function panelSummary(scope: Page | Locator, title: string): Locator {
  const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  return scope.locator('details > summary').filter({ hasText: exact });
}

/** Every panel summary in the scope, in order. */
export function panelSummaries(scope: Page | Locator): Locator {
  return scope.locator('details > summary');
}

/** The summaries of the open panels in the scope. */
export function openPanelSummaries(scope: Page | Locator): Locator {
  return scope.locator('details[open] > summary');
}

/** Waits until the panel of this summary is open (or, with `open` false, closed). */
export async function expectPanelOpen(summary: Locator, open = true): Promise<void> {
  const panel = summary.locator('xpath=..');
  if (open) await expect(panel).toHaveAttribute('open', '');
  else await expect(panel).not.toHaveAttribute('open');
}

/**
 * From an open panel's summary, ArrowDown moves focus to the next summary and Enter opens its
 * panel, which closes the first (one open at a time): the accordion by keyboard.
 */
export async function expectArrowDownOpensNext(
  page: Page,
  open: Locator,
  next: Locator,
): Promise<void> {
  await open.focus();
  await page.keyboard.press('ArrowDown');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPanelOpen(next);
  await expectPanelOpen(open, false);
}
