import { afterMainContent } from './afterMainContent';
import { MAIN_PICTURE_TIMING } from './contentShown';
import { HERO_HINT as HINT, pageWith } from '../testing/startupPage';

/** Settles pending promise callbacks. */
const settle = () =>
  new Promise<void>((resolve) =>
    jest.requireActual<typeof globalThis>('timers').setImmediate(resolve),
  );

/** Resolves `state.done` when the promise does. */
async function watch(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  await settle();
  return state;
}

/** A browser that reports paints of `types`; `report` sends entries to the page's observer. */
function reportingPaints(types: string[]) {
  const browser: { report: (entries: object[]) => void; watching: boolean } = {
    report: () => undefined,
    watching: false,
  };
  class FakeObserver {
    static supportedEntryTypes = types;
    constructor(callback: (list: { getEntries(): object[] }) => void) {
      browser.report = (entries) => callback({ getEntries: () => entries });
    }
    observe() {
      browser.watching = true;
    }
    disconnect() {
      browser.watching = false;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {
    value: FakeObserver,
    configurable: true,
    writable: true,
  });
  return browser;
}

/** Frames every 16 ms of fake time. */
function framesEvery16ms() {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    setTimeout(() => callback(0), 16);
    return 1;
  });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

describe('afterMainContent, on a page with a main picture', () => {
  let decoded: { resolve: () => void; reject: (error: Error) => void };

  beforeEach(() => {
    jest.useFakeTimers();
    pageWith(HINT, '<img src="http://localhost:3001/hero/piano-800.webp" alt="">');
    HTMLImageElement.prototype.decode = () =>
      new Promise<void>((resolve, reject) => (decoded = { resolve, reject }));
    framesEvery16ms();
  });

  it('waits until the picture is decoded and a frame has painted it', async () => {
    const state = await watch(afterMainContent(document, 2500));
    jest.advanceTimersByTime(1000);
    await settle();
    expect(state.done).toBe(false);

    decoded.resolve();
    await settle();
    expect(state.done).toBe(false);
    jest.advanceTimersByTime(16); // the frame
    await settle();
    expect(state.done).toBe(false);
    jest.advanceTimersByTime(1); // the task just after its paint
    await settle();
    expect(state.done).toBe(true);
  });

  it('goes on at once when the picture fails to load', async () => {
    const state = await watch(afterMainContent(document, 2500));
    decoded.reject(new Error('EncodingError'));
    await settle();
    expect(state.done).toBe(true);
  });

  it('never waits longer than its cap', async () => {
    const state = await watch(afterMainContent(document, 2500));
    jest.advanceTimersByTime(2499);
    await settle();
    expect(state.done).toBe(false);
    jest.advanceTimersByTime(1);
    await settle();
    expect(state.done).toBe(true);
  });

  it('goes on at the visitor’s first press or key', async () => {
    const pressed = await watch(afterMainContent(document, 2500));
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(pressed.done).toBe(true);

    const keyed = await watch(afterMainContent(document, 2500));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(keyed.done).toBe(true);
  });

  it('does not wait in a hidden tab', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect((await watch(afterMainContent(document, 2500))).done).toBe(true);
  });

  describe('where the browser reports paints', () => {
    let browser: ReturnType<typeof reportingPaints>;

    beforeEach(() => {
      browser = reportingPaints(['element', 'largest-contentful-paint']);
    });

    it('waits for the report of the picture’s paint, not just a frame', async () => {
      const state = await watch(afterMainContent(document, 2500));
      expect(document.images[0]?.getAttribute('elementtiming')).toBe(MAIN_PICTURE_TIMING);
      decoded.resolve();
      await settle();
      jest.advanceTimersByTime(17);
      await settle();
      expect(state.done).toBe(false);

      browser.report([{ entryType: 'element', identifier: 'something-else' }]);
      await settle();
      expect(state.done).toBe(false);
      browser.report([{ entryType: 'element', identifier: MAIN_PICTURE_TIMING }]);
      await settle();
      expect(state.done).toBe(true);
    });

    it('stops watching for the report once the wait ends otherwise (its cap, a press)', async () => {
      const capped = await watch(afterMainContent(document, 2500));
      expect(browser.watching).toBe(true);
      jest.advanceTimersByTime(2500);
      await settle();
      expect(capped.done).toBe(true);
      expect(browser.watching).toBe(false);

      const pressed = await watch(afterMainContent(document, 2500));
      expect(browser.watching).toBe(true);
      window.dispatchEvent(new Event('pointerdown'));
      await settle();
      expect(pressed.done).toBe(true);
      expect(browser.watching).toBe(false);
    });

    it('goes on half a second after its frame when no report comes (painted earlier, not the largest)', async () => {
      const state = await watch(afterMainContent(document, 2500));
      decoded.resolve();
      await settle();
      jest.advanceTimersByTime(17);
      await settle();
      jest.advanceTimersByTime(499);
      await settle();
      expect(state.done).toBe(false);
      jest.advanceTimersByTime(1);
      await settle();
      expect(state.done).toBe(true);
    });
  });
});

describe('afterMainContent, on a page without a main picture', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pageWith('<link rel="preload" as="image" href="/logo.svg">', '<p>Contact us</p>');
    framesEvery16ms();
  });

  it('waits for the page’s first contentful paint where the browser reports it', async () => {
    const browser = reportingPaints(['paint']);
    const state = await watch(afterMainContent(document, 2500));
    jest.advanceTimersByTime(100);
    await settle();
    expect(state.done).toBe(false);

    browser.report([{ entryType: 'paint', name: 'first-paint' }]);
    await settle();
    expect(state.done).toBe(false);
    browser.report([{ entryType: 'paint', name: 'first-contentful-paint' }]);
    await settle();
    expect(state.done).toBe(true);
    expect(browser.watching).toBe(false);
  });

  it('waits for a frame where the browser reports no paints', async () => {
    const state = await watch(afterMainContent(document, 2500));
    jest.advanceTimersByTime(16);
    await settle();
    expect(state.done).toBe(false);
    jest.advanceTimersByTime(1);
    await settle();
    expect(state.done).toBe(true);
  });

  it('never waits longer than its cap, and then stops watching', async () => {
    const browser = reportingPaints(['paint']);
    const state = await watch(afterMainContent(document, 2500));
    expect(browser.watching).toBe(true);
    jest.advanceTimersByTime(2500);
    await settle();
    expect(state.done).toBe(true);
    expect(browser.watching).toBe(false);
  });
});
