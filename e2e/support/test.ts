import { test as base, expect, type Page } from '@playwright/test';
import { waitForHydrationOnLoad } from './hydration';
import { trackOwnRequests } from './network';
import { serverOutputsSince } from './serverProcess';
import { interceptThirdParty, type ThirdPartyTraffic } from './thirdParty';

/**
 * What the suite does to every page it hands out, for a page a test opens itself (another
 * context, another browser page): third-party requests answered locally and the site's own
 * requests counted. Call it before the page's first `goto`.
 */
export async function preparePage(page: Page): Promise<ThirdPartyTraffic> {
  trackOwnRequests(page);
  return interceptThirdParty(page);
}

/** How much of each server's output a failing test prints (all of it is attached). */
const printedOutput = 4_000;

/**
 * The suite's `test`: every page has its third-party requests (video services, the map)
 * answered locally, so no test reaches the internet by accident. A test that needs other
 * answers calls interceptThirdParty again; the routes it adds take precedence. Its page waits,
 * after each load, until React has taken over the main part (see waitForHydrationOnLoad), and
 * counts its own requests in flight (see waitForOwnRequestsSettled). A test that fails shows
 * what each server it ran beside printed (the servers tests start for themselves, see
 * serverProcess.ts; those of playwright.config.ts print their stderr as they go).
 */
export const test = base.extend<{ thirdParty: ThirdPartyTraffic; serverOutput: undefined }>({
  page: async ({ page }, provide) => {
    waitForHydrationOnLoad(page);
    await provide(page);
  },
  thirdParty: [
    async ({ page }, use) => {
      await use(await preparePage(page));
    },
    { auto: true },
  ],
  serverOutput: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      const since = Date.now();
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const { name, output } of serverOutputsSince(since)) {
        await testInfo.attach(`output of ${name}`, { body: output, contentType: 'text/plain' });
        console.error(`--- ${name}, the end of its output ---\n${output.slice(-printedOutput)}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
