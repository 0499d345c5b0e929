import type { Page } from '@playwright/test';
import { repoRoot } from '@harmoni/shared/workspaces';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeShifts, layoutShiftsOf, totalShift } from '../support/layoutShifts';
import { waitUntilHealthy } from '../support/contact';
import { startSingleBundleServer } from '@harmoni/serve';
import { testServerEnv, type AppServerHandle } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * Cumulative layout shift (issue 7: <= 0.02) on the benchmark's pages, as a visitor's browser
 * reports it: every page reserves its final size before its code and content arrive, so
 * nothing in view moves while it fills in. Checked on the federated site and on the
 * single-bundle build the benchmark compares it with, at a phone's and a desktop's size.
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

/** The single-bundle build's ports, one per worker: 3170-3179 belong to this file. */
const singleBundlePorts = Number(process.env.SINGLE_BUNDLE_TEST_PORT ?? 3170);
const singleBundleRoot = join(repoRoot, 'shell', 'dist-single');

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

let singleBundle: AppServerHandle | undefined;
// Playwright numbers its parallel workers from 0.
const singleBundlePort = singleBundlePorts + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

test.beforeAll(async () => {
  test.setTimeout(60_000);
  if (!existsSync(join(singleBundleRoot, 'index.html'))) {
    const build = spawnSync(
      join(repoRoot, 'node_modules/.bin/rsbuild'),
      ['build', '-c', 'rsbuild.single.config.ts'],
      { cwd: join(repoRoot, 'shell'), stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('The single-bundle build failed');
  }
  singleBundle = await startSingleBundleServer(singleBundleRoot, singleBundlePort, {
    ...process.env,
    ...testServerEnv,
  });
  await waitUntilHealthy(`${singleBundle.url}/healthz`);
});

test.afterAll(async () => {
  await singleBundle?.close();
});

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`layout stability, ${size}`, () => {
    test.use({ viewport });
    for (const path of routes) {
      test(`${path} does not shift while it loads`, async ({ page }) => {
        await expectStableLoad(page, path);
      });

      test(`${path} does not shift while it loads, single-bundle build`, async ({ page }) => {
        await expectStableLoad(page, `http://localhost:${singleBundlePort}${path}`);
      });
    }
  });
}
