import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Dead taps: how long a control the page shows does nothing when pressed. Each load is a fresh
 * browser context on a phone (CPU slowed 4x, 150 ms round trips, 1.6 Mbit/s down, all through
 * the DevTools protocol). From the moment the control is first drawn the benchmark presses it
 * every 50 ms, and reports how long its presses did nothing (from the first press to the first
 * that worked; the benchmark's own lag between the first frame and its first press apart); then,
 * once the page is hydrated, how long a press takes to paint its answer (Event Timing).
 */

/** How a press shows it was answered. */
export type Answer =
  /** the element the control names (aria-controls) is shown: a menu, a panel */
  | 'controlled shown'
  /** the dialog around the control is closed */
  | 'dialog closed'
  /** the <details> of a summary is open, or else the element the control names is shown */
  | 'panel open';

export interface TapControl {
  name: string;
  /** pages it is measured on */
  paths: readonly string[];
  viewport: { width: number; height: number };
  /** a CSS selector for the control to press */
  control: string;
  answer: Answer;
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const pagesWithHeader = ['/terms', '/lesson/piano', '/about/faq', '/contact'];

export const tapControls: readonly TapControl[] = [
  {
    name: 'header menu (Lesson)',
    paths: pagesWithHeader,
    viewport: desktop,
    control: 'nav[aria-label="Main"] button[aria-controls]:not([aria-controls="site-menu"])',
    answer: 'controlled shown',
  },
  {
    name: 'small-screen menu',
    paths: pagesWithHeader,
    viewport: phone,
    control: 'button[aria-controls="site-menu"]',
    answer: 'controlled shown',
  },
  {
    name: 'award close',
    paths: ['/'],
    viewport: phone,
    control: '[data-testid="award-modal"] button',
    answer: 'dialog closed',
  },
  {
    name: 'first FAQ panel',
    paths: ['/about/faq', '/lesson/piano'],
    viewport: phone,
    control:
      'main details > summary, main h2 > button[aria-controls], main h3 > button[aria-controls]',
    answer: 'panel open',
  },
];

/** The phone of issue #29: Lighthouse's mobile CPU slowdown and a slow 4G-like line. */
export const phoneProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

const pressEveryMs = 50;
const giveUpAfterMs = 20_000;

export interface TapRun {
  /** first frame with the control on screen, ms after navigation start */
  drawnMs: number;
  /** from then to the benchmark's first press: its own reaction time, not the page's */
  firstPressLagMs: number;
  /** from the first press to the press that first worked: how long presses did nothing */
  deadMs: number;
  /** presses that did nothing before it */
  deadPresses: number;
  /** once hydrated: press to the paint that answers it (Event Timing; 16 means 16 or less) */
  pressToPaintMs: number;
}

declare global {
  interface Window {
    __taps?: { drawn?: number; presses: number[]; selector: string };
    __durations?: number[];
  }
}

/** Runs in the page before its own scripts: notes the control's first frame and every press. */
function watchControl(selector: string): void {
  const taps: NonNullable<Window['__taps']> = { presses: [], selector };
  window.__taps = taps;
  addEventListener('pointerdown', (event) => taps.presses.push(event.timeStamp), true);
  const look = (frameTime: number) => {
    const control = document.querySelector(selector);
    if (control?.checkVisibility() && control.getBoundingClientRect().width > 0) {
      taps.drawn = frameTime;
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isAnswered(page: Page, tap: TapControl): Promise<boolean> {
  return page.evaluate(
    ({ selector, answer }) => {
      const control = document.querySelector(selector);
      if (!control) return false;
      const controlledShown = () =>
        document.getElementById(control.getAttribute('aria-controls') ?? '')?.checkVisibility() ??
        false;
      if (answer === 'dialog closed') return !control.closest('dialog')?.open;
      if (answer === 'panel open' && control.parentElement instanceof HTMLDetailsElement)
        return control.parentElement.open;
      return controlledShown();
    },
    { selector: tap.control, answer: tap.answer },
  );
}

async function pressCentre(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether React has taken over the page's main part (see e2e/support/hydration.ts). */
const hydrated = () => {
  const part = document.querySelector('#main-content > *');
  return part !== null && Object.keys(part).some((key) => key.startsWith('__reactFiber$'));
};

async function pressToPaint(page: Page, tap: TapControl): Promise<number> {
  await page.waitForFunction(hydrated, undefined, { timeout: giveUpAfterMs });
  // the award dialog is gone once closed: nothing left to press on this load
  if (tap.answer === 'dialog closed') return Number.NaN;
  await pressCentre(page, tap.control); // close what the measured press opened
  await wait(300);
  await page.evaluate(() => {
    const durations: number[] = [];
    window.__durations = durations;
    // Event Timing: from the press to the paint after its handlers, for presses of 16 ms or more
    const options: PerformanceObserverInit & { durationThreshold: number } = {
      type: 'event',
      durationThreshold: 16,
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    }).observe(options);
  });
  await pressCentre(page, tap.control);
  await wait(500);
  const durations = await page.evaluate(() => window.__durations ?? []);
  return Math.max(16, ...durations);
}

async function oneLoad(
  browser: Browser,
  origin: string,
  path: string,
  tap: TapControl,
): Promise<TapRun> {
  const context = await browser.newContext({ viewport: tap.viewport, hasTouch: false });
  try {
    const page = await context.newPage();
    // third parties are answered with nothing: the benchmark never reaches the internet
    await page.route(/ytimg\.com|youtube|vimeo|google\.com/, (route) => route.abort());
    await page.addInitScript(watchControl, tap.control);
    await throttle(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const started = Date.now();
    await page.waitForFunction(() => window.__taps?.drawn !== undefined, undefined, {
      timeout: giveUpAfterMs,
      polling: 20,
    });
    for (;;) {
      if (Date.now() - started > giveUpAfterMs)
        throw new Error(`${tap.name} on ${path}: no press worked`);
      await pressCentre(page, tap.control);
      if (await isAnswered(page, tap)) break;
      await wait(pressEveryMs);
      if (await isAnswered(page, tap)) break; // answered late (a press replayed at hydration)
    }
    const taps = await page.evaluate(() => window.__taps);
    const drawn = taps?.drawn ?? 0;
    const presses = taps?.presses ?? [];
    const first = presses[0] ?? drawn;
    const worked = presses.at(-1) ?? first;
    return {
      drawnMs: Math.round(drawn),
      firstPressLagMs: Math.max(0, Math.round(first - drawn)),
      deadMs: Math.max(0, Math.round(worked - first)),
      deadPresses: Math.max(0, presses.length - 1),
      pressToPaintMs: Math.round(await pressToPaint(page, tap)),
    };
  } finally {
    await context.close();
  }
}

export interface TapResult {
  control: string;
  path: string;
  runs: TapRun[];
}

/** Every control on each of its pages, `loads` fresh loads each. */
export async function measureDeadTaps(origin: string, loads: number): Promise<TapResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: TapResult[] = [];
  try {
    for (const tap of tapControls) {
      for (const path of tap.paths) {
        const runs: TapRun[] = [];
        for (let load = 0; load < loads; load += 1)
          runs.push(await oneLoad(browser, origin, path, tap));
        results.push({ control: tap.name, path, runs });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
