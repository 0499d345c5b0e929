/**
 * On a slow phone the scripts' first work (React, the page's code, hydration) is long enough to
 * hold back the paint of what arrived with them: the browser paints only between their tasks.
 * So the page's code starts once its main content is on screen: its main picture where the
 * server hints one (mainPicture.ts), otherwise the page the server drew, at its first contentful
 * paint. That page is there to read meanwhile.
 *
 * Kept free of imports from other packages: this runs in the shell's entry chunk, before
 * federation has shared anything.
 */
import { firstContentShown, pictureShown } from './contentShown';
import { mainPicture } from './mainPicture';

/** Never hold the scripts back longer than this, whatever the page does. */
export const MAIN_CONTENT_WAIT_CAP_MS = 2500;

/**
 * Resolves once the main content is on screen (a main picture that failed to load counts), at
 * once in a hidden tab (which paints nothing), at the visitor's first press or key (their page
 * should answer as soon as it can), and at the latest after `capMs`.
 */
export function afterMainContent(
  doc: Document = document,
  capMs: number = MAIN_CONTENT_WAIT_CAP_MS,
): Promise<void> {
  const win = doc.defaultView;
  if (!win || doc.visibilityState === 'hidden') return Promise.resolve();
  const picture = mainPicture(doc);
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
    const shown = picture
      ? pictureShown(win, picture, watching.signal)
      : firstContentShown(win, watching.signal);
    shown.then(done, done);
  });
}
