/**
 * The page's main picture is the one its server hints at high priority (a hero, an article's
 * figure). On a slow phone the scripts' first work (React, the page's code, hydration) is long
 * enough to hold that picture back, though it arrived at the same time: it paints only between
 * their tasks. Starting that work once the picture has painted shows it first; the page the
 * server drew is there to read meanwhile.
 *
 * Kept free of imports: this runs in the shell's entry chunk, before federation has shared
 * anything.
 */

/** Never hold the scripts back longer than this, whatever the picture does. */
export const MAIN_PICTURE_WAIT_CAP_MS = 2500;

const HINT = 'link[rel="preload"][as="image"][fetchpriority="high"]';

/** The URLs of a srcset attribute's candidates, made absolute. */
function srcsetUrls(srcset: string | null, base: string): string[] {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, base).href);
}

/** The URLs the server's hint may fetch: its href and each width of its srcset. */
export function hintedPictureUrls(hint: HTMLLinkElement, base: string): Set<string> {
  const href = hint.getAttribute('href');
  return new Set([
    ...(href ? [new URL(href, base).href] : []),
    ...srcsetUrls(hint.getAttribute('imagesrcset'), base),
  ]);
}

/**
 * Every URL an image may show: its own, and its <picture>'s sources' (before it has chosen one,
 * its currentSrc is empty and its src is the fallback format).
 */
function imageUrls(image: HTMLImageElement, base: string): string[] {
  const sources =
    image.parentElement?.tagName === 'PICTURE'
      ? [...image.parentElement.querySelectorAll('source')]
      : [];
  return [
    image.currentSrc,
    image.src,
    ...srcsetUrls(image.getAttribute('srcset'), base),
    ...sources.flatMap((source) => srcsetUrls(source.getAttribute('srcset'), base)),
  ].filter(Boolean);
}

/** The <img> showing the hinted picture, if the page has one. */
export function mainPicture(doc: Document): HTMLImageElement | undefined {
  const hint = doc.querySelector<HTMLLinkElement>(HINT);
  if (!hint) return undefined;
  const urls = hintedPictureUrls(hint, doc.baseURI);
  return [...doc.images].find((image) =>
    imageUrls(image, doc.baseURI).some((url) => urls.has(url)),
  );
}

/** Resolves after the next frame has painted (a frame's callbacks run just before its paint). */
function afterNextPaint(win: Window): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}

/** How long after a decoded picture's frame to wait for a report of its paint that may not come. */
const UNREPORTED_PAINT_MS = 500;

/** The name the picture's paint is reported under (Element Timing). */
export const MAIN_PICTURE_TIMING = 'main-picture';

type PaintEntry = PerformanceEntry & { identifier?: string; element?: Element | null };

/**
 * Where the browser reports paints (Element Timing, Largest Contentful Paint), the moment the
 * picture was presented on screen: a frame's callbacks run before the compositor has shown it.
 * Elsewhere, once it is decoded and a frame has passed.
 */
function pictureShown(
  win: Window,
  picture: HTMLImageElement,
  stopWatching: AbortSignal,
): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  const types = Observer?.supportedEntryTypes ?? [];
  const decodedAndFramed = () => picture.decode().then(() => afterNextPaint(win));
  if (!Observer || !types.includes('element') || !types.includes('largest-contentful-paint')) {
    return decodedAndFramed();
  }
  const ours = (entry: PaintEntry) =>
    entry.identifier === MAIN_PICTURE_TIMING || entry.element === picture;
  // Set before the picture paints, so its paint is reported; one already painted is reported as
  // the largest contentful paint so far.
  picture.setAttribute('elementtiming', MAIN_PICTURE_TIMING);
  const reported = new Promise<void>((resolve, reject) => {
    const observer = new Observer((list) => {
      if ((list.getEntries() as PaintEntry[]).some(ours)) finish();
    });
    const failed = () => finish(new Error('the main picture did not load'));
    const finish = (error?: Error) => {
      observer.disconnect();
      picture.removeEventListener('error', failed);
      if (error) reject(error);
      else resolve();
    };
    picture.addEventListener('error', failed);
    // the wait may end otherwise (the cap, a press): the observer then has nothing left to do
    stopWatching.addEventListener('abort', () => finish(), { once: true });
    for (const type of ['element', 'largest-contentful-paint']) {
      observer.observe({ type, buffered: true });
    }
  });
  // A picture painted before this ran, and smaller than some text, is reported by neither.
  const atTheLatest = decodedAndFramed().then(
    () => new Promise<void>((resolve) => win.setTimeout(resolve, UNREPORTED_PAINT_MS)),
  );
  return Promise.race([reported, atTheLatest]);
}

/**
 * Resolves once the main picture is on screen (or failed to load), at once on a page without
 * one or in a hidden tab (which paints nothing), at the visitor's first press or key (their
 * page should answer as soon as it can), and at the latest after `capMs`.
 */
export function afterMainPicture(
  doc: Document = document,
  capMs: number = MAIN_PICTURE_WAIT_CAP_MS,
): Promise<void> {
  const win = doc.defaultView;
  const picture = mainPicture(doc);
  if (!win || !picture || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const inputs = ['pointerdown', 'keydown'] as const;
    const watching = new AbortController();
    const done = () => {
      win.clearTimeout(timer);
      for (const input of inputs) win.removeEventListener(input, done, true);
      watching.abort();
      resolve();
    };
    const timer = win.setTimeout(done, capMs);
    for (const input of inputs) win.addEventListener(input, done, true);
    pictureShown(win, picture, watching.signal).then(done, done);
  });
}
