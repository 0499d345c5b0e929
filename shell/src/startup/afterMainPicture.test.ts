import {
  afterMainPicture,
  hintedPictureUrls,
  MAIN_PICTURE_TIMING,
  mainPicture,
} from './afterMainPicture';

const HINT =
  '<link rel="preload" as="image" fetchpriority="high" href="http://localhost:3001/hero/piano-800.webp" imagesrcset="http://localhost:3001/hero/piano-800.webp 800w, http://localhost:3001/hero/piano-1600.webp 1600w">';

/** A page with the server's hint in its head and the given body. */
function pageWith(head: string, body: string): Document {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  return document;
}

/** Settles pending promise callbacks. */
const settle = () =>
  new Promise<void>((resolve) =>
    jest.requireActual<typeof globalThis>('timers').setImmediate(resolve),
  );

describe('the page’s main picture', () => {
  it('lists the hint’s URL and every width of its srcset', () => {
    const hint = pageWith(HINT, '').querySelector('link') as HTMLLinkElement;
    expect([...hintedPictureUrls(hint, 'http://localhost:3000/')]).toEqual([
      'http://localhost:3001/hero/piano-800.webp',
      'http://localhost:3001/hero/piano-1600.webp',
    ]);
  });

  it('is the image showing one of the hinted URLs, not the logo before it', () => {
    const doc = pageWith(
      HINT,
      '<img id="logo" src="/logo.svg" alt=""><img id="hero" src="http://localhost:3001/hero/piano-1600.webp" alt="">',
    );
    expect(mainPicture(doc)?.id).toBe('hero');
  });

  it('is the <picture> whose source offers a hinted URL, before it has chosen one', () => {
    const doc = pageWith(
      HINT,
      '<img src="/logo.svg" alt=""><picture id="hero"><source type="image/webp" srcset="http://localhost:3001/hero/piano-800.webp 800w, http://localhost:3001/hero/piano-1600.webp 1600w"><img src="http://localhost:3001/hero/piano.jpg" alt=""></picture>',
    );
    expect(mainPicture(doc)?.parentElement?.id).toBe('hero');
  });

  it('is none on a page without a high-priority picture hint', () => {
    const doc = pageWith(
      '<link rel="preload" as="image" href="/logo.svg">',
      '<img src="/logo.svg" alt="">',
    );
    expect(mainPicture(doc)).toBeUndefined();
  });
});

describe('afterMainPicture', () => {
  let decoded: { resolve: () => void; reject: (error: Error) => void };

  beforeEach(() => {
    jest.useFakeTimers();
    pageWith(HINT, '<img src="http://localhost:3001/hero/piano-800.webp" alt="">');
    HTMLImageElement.prototype.decode = () =>
      new Promise<void>((resolve, reject) => (decoded = { resolve, reject }));
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(0), 16);
      return 1;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  async function watch(promise: Promise<void>) {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    await settle();
    return state;
  }

  it('waits until the picture is decoded and a frame has painted it', async () => {
    const state = await watch(afterMainPicture(document, 2500));
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
    const state = await watch(afterMainPicture(document, 2500));
    decoded.reject(new Error('EncodingError'));
    await settle();
    expect(state.done).toBe(true);
  });

  it('never waits longer than its cap', async () => {
    const state = await watch(afterMainPicture(document, 2500));
    jest.advanceTimersByTime(2499);
    await settle();
    expect(state.done).toBe(false);
    jest.advanceTimersByTime(1);
    await settle();
    expect(state.done).toBe(true);
  });

  it('goes on at the visitor’s first press or key', async () => {
    const pressed = await watch(afterMainPicture(document, 2500));
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(pressed.done).toBe(true);

    const keyed = await watch(afterMainPicture(document, 2500));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(keyed.done).toBe(true);
  });

  it('does not wait on a page without a main picture, or in a hidden tab', async () => {
    pageWith('', '<img src="/logo.svg" alt="">');
    expect((await watch(afterMainPicture(document, 2500))).done).toBe(true);

    pageWith(HINT, '<img src="http://localhost:3001/hero/piano-800.webp" alt="">');
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect((await watch(afterMainPicture(document, 2500))).done).toBe(true);
  });

  describe('where the browser reports paints', () => {
    let report: (entries: object[]) => void;
    let watching: boolean;

    beforeEach(() => {
      class FakeObserver {
        static supportedEntryTypes = ['element', 'largest-contentful-paint'];
        constructor(callback: (list: { getEntries(): object[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe() {
          watching = true;
        }
        disconnect() {
          watching = false;
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', {
        value: FakeObserver,
        configurable: true,
        writable: true,
      });
    });

    afterEach(() => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
    });

    it('waits for the report of the picture’s paint, not just a frame', async () => {
      const state = await watch(afterMainPicture(document, 2500));
      expect(document.images[0]?.getAttribute('elementtiming')).toBe(MAIN_PICTURE_TIMING);
      decoded.resolve();
      await settle();
      jest.advanceTimersByTime(17);
      await settle();
      expect(state.done).toBe(false);

      report([{ entryType: 'element', identifier: 'something-else' }]);
      await settle();
      expect(state.done).toBe(false);
      report([{ entryType: 'element', identifier: MAIN_PICTURE_TIMING }]);
      await settle();
      expect(state.done).toBe(true);
    });

    it('stops watching for the report once the wait ends otherwise (its cap, a press)', async () => {
      const capped = await watch(afterMainPicture(document, 2500));
      expect(watching).toBe(true);
      jest.advanceTimersByTime(2500);
      await settle();
      expect(capped.done).toBe(true);
      expect(watching).toBe(false);

      const pressed = await watch(afterMainPicture(document, 2500));
      expect(watching).toBe(true);
      window.dispatchEvent(new Event('pointerdown'));
      await settle();
      expect(pressed.done).toBe(true);
      expect(watching).toBe(false);
    });

    it('goes on half a second after its frame when no report comes (painted earlier, not the largest)', async () => {
      const state = await watch(afterMainPicture(document, 2500));
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
