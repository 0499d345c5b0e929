import { mainIsHydrated, mainMarks } from '@harmoni/tooling/pageProbes';
import type { Page } from '@playwright/test';

/** Whether React has taken over the page's main part yet. */
export function isMainHydrated(page: Page): Promise<boolean> {
  return page.evaluate(mainIsHydrated, mainMarks);
}

/** Resolves once React has taken over the page's main part. */
export async function waitForHydratedMain(page: Page): Promise<void> {
  await page.waitForFunction(mainIsHydrated, mainMarks);
}

/**
 * The suite's pages wait, after each `goto` and `reload`, until the main part is React's, as a
 * visitor waits for a page to respond, so a test's first click is not lost. A page whose code
 * never arrives (a test that breaks it on purpose) goes on after a while, as before. A test that
 * watches a page before its code arrives opens a page of its own.
 */
export function waitForHydrationOnLoad(page: Page): void {
  const settle = () => page.waitForFunction(mainIsHydrated, mainMarks, { timeout: 10_000 });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle().catch(() => undefined);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await settle().catch(() => undefined);
    return response;
  };
}

/**
 * Holds back every script of the site (the shell's and each remote's) until `release` is
 * called, so a test can press the page the server drew while hydration is still pending.
 * Open the page with `waitUntil: 'commit'`: its scripts delay the load events.
 */
export async function holdPageCode(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\//, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return { release };
}
