import { test as base, expect, type Page } from '@playwright/test';
import { waitForHydrationOnLoad } from './hydration';
import { trackOwnRequests } from './network';
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

/**
 * The suite's `test`: every page has its third-party requests (video services, the map)
 * answered locally, so no test reaches the internet by accident. A test that needs other
 * answers calls interceptThirdParty again; the routes it adds take precedence. Its page waits,
 * after each load, until React has taken over the main part (see waitForHydrationOnLoad), and
 * counts its own requests in flight (see waitForOwnRequestsSettled).
 */
export const test = base.extend<{ thirdParty: ThirdPartyTraffic }>({
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
});

export { expect };
