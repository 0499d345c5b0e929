import type { Page } from '@playwright/test';
import { describeShifts, layoutShiftsOf, totalShift } from '../support/layoutShifts';
import { expect, test } from '../support/test';

/**
 * Cumulative layout shift (issue 7: <= 0.02) on the benchmark's pages, as a visitor's browser
 * reports it: every page reserves its final size before its code and content arrive, so
 * nothing in view moves while it fills in. Checked at a phone's and a desktop's size.
 */
const routes = [
  '/',
  '/lesson/piano',
  '/gallery/photo',
  '/gallery/photo/ukulele-fun-day-2026',
  '/about/article/learn-to-play-piano',
  '/contact',
];

const viewports = {
  // Lighthouse's mobile preset and its desktop preset
  mobile: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
};

/**
 * Every request waits a round trip, as on a phone network: loading states stay on screen for
 * frames of their own, where a shift between them shows.
 */
async function addLatency(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 120,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

async function expectStableLoad(page: Page, url: string) {
  await addLatency(page);
  await page.goto(url);
  // The loader is gone a second after the first view is ready; shifts under it count too.
  await expect(page.locator('#page-loader')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('load');
  // Every region has drawn (no loading status left in main) and every picture in view has
  // arrived. Not 'networkidle': a routed third-party frame (the map) can keep it from coming.
  await expect(page.locator('main [role="status"]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.complete || image.getBoundingClientRect().top >= window.innerHeight,
    ),
  );
  const shifts = await layoutShiftsOf(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.02);
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`layout stability, ${size}`, () => {
    test.use({ viewport });
    for (const path of routes) {
      test(`${path} does not shift while it loads`, async ({ page }) => {
        await expectStableLoad(page, path);
      });
    }
  });
}
