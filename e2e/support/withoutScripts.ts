import type { Browser, Page } from '@playwright/test';
import { preparePage } from './test';

/**
 * A page of a browser without JavaScript (the suite's own page waits for hydration), its
 * third-party requests answered locally.
 */
export async function pageWithoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await preparePage(page);
  return page;
}

/** A field of the enquiry form by its label, whether marked required (" *") or not. */
export const enquiryField = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}( \\*)?$`));
