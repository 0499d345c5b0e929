/**
 * When the page's main content is on screen, from the browser's paint reports where it sends
 * them (a frame's callbacks run before the compositor has shown that frame), otherwise from the
 * next frame. Kept free of imports, as mainPicture.ts is.
 */

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

/** The browser's PerformanceObserver, if it reports every one of `types`. */
function paintObserver(win: Window, types: readonly string[]) {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  const supported = Observer?.supportedEntryTypes ?? [];
  return Observer && types.every((type) => supported.includes(type)) ? Observer : undefined;
}

/**
 * Resolves once one of `types`' entries is `ours` (one already reported counts: the observer
 * reads the buffer), rejects when `image` fails to load, and stops watching when `stopWatching`
 * aborts.
 */
function reported(
  Observer: typeof PerformanceObserver,
  types: readonly string[],
  ours: (entry: PaintEntry) => boolean,
  stopWatching: AbortSignal,
  image?: HTMLImageElement,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const observer = new Observer((list) => {
      if ((list.getEntries() as PaintEntry[]).some(ours)) finish();
    });
    const failed = () => finish(new Error('the main picture did not load'));
    const finish = (error?: Error) => {
      observer.disconnect();
      image?.removeEventListener('error', failed);
      if (error) reject(error);
      else resolve();
    };
    image?.addEventListener('error', failed);
    // the wait may end otherwise (the cap, a press): the observer then has nothing left to do
    stopWatching.addEventListener('abort', () => finish(), { once: true });
    for (const type of types) observer.observe({ type, buffered: true });
  });
}

/** Resolves once `picture` is on screen; rejects if it fails to load. */
export function pictureShown(
  win: Window,
  picture: HTMLImageElement,
  stopWatching: AbortSignal,
): Promise<void> {
  const decodedAndFramed = () => picture.decode().then(() => afterNextPaint(win));
  const types = ['element', 'largest-contentful-paint'];
  const Observer = paintObserver(win, types);
  if (!Observer) return decodedAndFramed();
  // Set before the picture paints, so its paint is reported; one already painted is reported as
  // the largest contentful paint so far.
  picture.setAttribute('elementtiming', MAIN_PICTURE_TIMING);
  const ours = (entry: PaintEntry) =>
    entry.identifier === MAIN_PICTURE_TIMING || entry.element === picture;
  const painted = reported(Observer, types, ours, stopWatching, picture);
  // A picture painted before this ran, and smaller than some text, is reported by neither.
  const atTheLatest = decodedAndFramed().then(
    () => new Promise<void>((resolve) => win.setTimeout(resolve, UNREPORTED_PAINT_MS)),
  );
  return Promise.race([painted, atTheLatest]);
}

/**
 * Resolves once the page's first content is on screen (its first contentful paint): on a page
 * without a main picture, what the server drew is its main content.
 */
export function firstContentShown(win: Window, stopWatching: AbortSignal): Promise<void> {
  const Observer = paintObserver(win, ['paint']);
  if (!Observer) return afterNextPaint(win);
  const ours = (entry: PaintEntry) => entry.name === 'first-contentful-paint';
  return reported(Observer, ['paint'], ours, stopWatching);
}
