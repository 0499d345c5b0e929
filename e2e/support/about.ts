import { expect, type Page } from '@playwright/test';

/** The About dropdown of the header, and the page heading each item leads to. */
export const aboutMenuPages = [
  { label: 'About Us', path: '/about', heading: 'About Us' },
  { label: 'Vision & Mission', path: '/about/vision-and-mission', heading: 'Vision and Mission' },
  { label: 'Article', path: '/about/article', heading: 'Articles' },
  { label: 'Boards', path: '/about/exam-boards', heading: 'Exam Boards' },
  { label: 'FAQ', path: '/about/faq', heading: 'Frequently Asked Questions' },
  { label: 'Set-Up', path: '/about/setup-online-lesson', heading: 'Online Lesson Set-Up' },
] as const;

/** Anything not served by our own apps (video players, thumbnails, maps) is answered here. */
export async function answerThirdPartyLocally(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
}

/** The home page may open an announcement dialog at any time: close it whenever it is in the way. */
export async function closeDialogsWhenOpen(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await page.keyboard.press('Escape');
    if (await dialog.isVisible()) await dialog.getByRole('button').first().click();
  });
}

/**
 * A navigation inside the single-page app, as a link would make it: a new history entry
 * numbered the way the router numbers its own, then the event the router listens to.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state: unknown = window.history.state;
    const idx =
      state !== null && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number'
        ? state.idx
        : 0;
    window.history.pushState({ usr: null, key: 'e2e', idx: idx + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Every console error of the page, as text, from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The document's meta tag of that name. */
export function metaContent(page: Page, name: string): Promise<string | null> {
  return page.locator(`meta[name="${name}"]`).getAttribute('content');
}

/** Whether an image has loaded real pixels (not a broken icon). */
export async function expectImageLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
    )
    .toBe(true);
}
