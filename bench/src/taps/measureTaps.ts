/**
 * Dead taps: how long a control the page shows does nothing when pressed. Each load is a fresh
 * browser context on the phone of issue #29 (CPU 4x slower, 150 ms round trips, 1.6 Mbit/s, all
 * through the DevTools protocol). From the control's first visible frame the benchmark presses
 * it again and again, and notes how long its presses did nothing: from the first press to the
 * first that worked (its own lag from the frame to its first press is kept apart). Then, once
 * the page is hydrated, how long a press takes to paint its answer (Event Timing).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { phoneProfile, selectedTaps, type TapControl } from './controls';
import {
  drawnAtScript,
  durationsScript,
  hydratedScript,
  isAnsweredScript,
  observeEventsScript,
  pressesScript,
  pressPointScript,
  watchControlScript,
} from './pageScripts';
import type { TapResult, TapRun } from './tapRuns';

const pressEveryMs = 50;
/** A load whose control is not drawn, or never answers, in this long is reported as failed. */
const giveUpAfterMs = 30_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBytesPerSecond,
    uploadThroughput: phoneProfile.uploadBytesPerSecond,
  });
}

/** A page of its own context, throttled, with third parties answered with nothing. */
async function phonePage(browser: Browser, tap: TapControl): Promise<Page> {
  const context = await browser.newContext({ viewport: tap.viewport });
  const page = await context.newPage();
  // the benchmark never reaches the internet
  await page.route(/ytimg\.com|youtube|vimeo|google\.com/, (route) => route.abort());
  await throttle(page);
  return page;
}

/** A press in the middle of the control (mouse events through the DevTools protocol). */
async function pressCentre(page: Page, selector: string): Promise<void> {
  const point = await page.evaluate<{ x: number; y: number } | null>(pressPointScript(selector));
  if (!point) throw new Error(`${selector} has no box`);
  await page.mouse.click(point.x, point.y);
}

async function until<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${giveUpAfterMs / 1000} s`);
    await wait(10);
  }
}

/** Presses from the first frame on until a press works; the page's own record of the presses. */
async function deadTime(page: Page, origin: string, path: string, tap: TapControl) {
  await page.addInitScript({ content: watchControlScript(tap.control) });
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  const answered = () => page.evaluate<boolean>(isAnsweredScript(tap.control, tap.answer));
  const drawn = await until('the control was not drawn', () =>
    page.evaluate<number | null>(drawnAtScript),
  );
  await until('no press worked', async () => {
    await pressCentre(page, tap.control);
    if (await answered()) return true;
    await wait(pressEveryMs);
    return (await answered()) ? true : null; // answered late (a press replayed at hydration)
  });
  const presses = await page.evaluate<number[]>(pressesScript);
  const first = presses[0] ?? drawn;
  const worked = presses.at(-1) ?? first;
  return {
    drawnMs: Math.round(drawn),
    firstPressLagMs: Math.max(0, Math.round(first - drawn)),
    deadMs: Math.max(0, Math.round(worked - first)),
    deadPresses: Math.max(0, presses.length - 1),
  };
}

/** Once hydrated: the longest Event Timing duration of one press (16 ms or less gives 16). */
async function pressToPaint(page: Page, tap: TapControl): Promise<number> {
  await until('the page was not hydrated', async () =>
    (await page.evaluate<boolean>(hydratedScript)) ? true : null,
  );
  await page.evaluate(observeEventsScript);
  await pressCentre(page, tap.control);
  await wait(500);
  const durations = await page.evaluate<number[]>(durationsScript);
  return Math.round(Math.max(16, ...durations));
}

async function oneLoad(
  browser: Browser,
  origin: string,
  path: string,
  tap: TapControl,
): Promise<TapRun> {
  const page = await phonePage(browser, tap);
  try {
    const dead = await deadTime(page, origin, path, tap);
    // A dialog closed by the measured press is gone: its press after hydration needs a page of
    // its own. A menu or a panel is pressed shut first, so the measured press opens it again.
    let measured = page;
    if (tap.answer === 'dialog closed') {
      measured = await phonePage(browser, tap);
      await measured.goto(`${origin}${path}`);
    } else {
      await until('the page was not hydrated', async () =>
        (await page.evaluate<boolean>(hydratedScript)) ? true : null,
      );
      await pressCentre(page, tap.control);
      await wait(300);
    }
    try {
      return { ...dead, pressToPaintMs: await pressToPaint(measured, tap) };
    } finally {
      if (measured !== page) await measured.context().close();
    }
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  } finally {
    await page.context().close();
  }
}

/** Every control on each of its pages, `loads` fresh loads each; a failed load is noted, not fatal. */
export async function measureDeadTaps(
  origin: string,
  loads: number,
  log: (line: string) => void = console.log,
): Promise<TapResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: TapResult[] = [];
  try {
    for (const tap of selectedTaps()) {
      for (const path of tap.paths) {
        log(`Dead taps: ${tap.name} on ${path}…`);
        const runs: TapRun[] = [];
        for (let load = 0; load < loads; load += 1) {
          runs.push(await oneLoad(browser, origin, path, tap));
        }
        results.push({ control: tap.name, path, runs });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
