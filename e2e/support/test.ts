import { test as base, expect } from '@playwright/test';
import { waitForHydrationOnLoad } from './hydration';
import { trackOwnRequests } from './network';
import { interceptThirdParty, type ThirdPartyTraffic } from './thirdParty';

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
    trackOwnRequests(page);
    await provide(page);
  },
  thirdParty: [
    async ({ page }, use) => {
      await use(await interceptThirdParty(page));
    },
    { auto: true },
  ],
});

export { expect };
