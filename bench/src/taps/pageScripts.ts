/**
 * What the benchmark runs inside the page, as JavaScript source. Not as TypeScript functions
 * handed to Playwright: tsx (which runs the benchmark) compiles with esbuild's keepNames, which
 * wraps every named inner function in `__name(...)`, a helper the page does not have. The first
 * run's init script threw on it at once, its frame watcher never started, and the benchmark
 * timed out waiting for the first control's first frame (commit 51f56f9).
 */
import { mainTakenOverAttribute } from '@harmoni/shared/pageMarkup';
import type { Answer } from './controls';

/** Before the page's own scripts: notes the control's first visible frame, and every press. */
export function watchControlScript(selector: string): string {
  return `(() => {
  const taps = { presses: [], selector: ${JSON.stringify(selector)} };
  window.__taps = taps;
  addEventListener('pointerdown', (event) => taps.presses.push(event.timeStamp), true);
  const look = (frameTime) => {
    const control = document.querySelector(taps.selector);
    if (control && control.checkVisibility() && control.getBoundingClientRect().width > 0) {
      taps.drawn = frameTime;
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;
}

/** An expression: the control's first visible frame (ms after navigation start), or null. */
export const drawnAtScript =
  'window.__taps && window.__taps.drawn !== undefined ? window.__taps.drawn : null';

/**
 * An expression: where to press the control (its middle, in the viewport), scrolled into view
 * first if it lies outside; null when it has no box. Asked of the page itself, not through
 * Playwright's locators, whose selector engine the page would first have to compile, on a CPU
 * slowed four times, before the first press. Scrolled at once: the site scrolls smoothly, and a
 * press at the middle read mid-glide lands beside the control.
 */
export function pressPointScript(selector: string): string {
  return `(() => {
  const control = document.querySelector(${JSON.stringify(selector)});
  if (!control) return null;
  let box = control.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) {
    control.scrollIntoView({ block: 'center', behavior: 'instant' });
    box = control.getBoundingClientRect();
  }
  return box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
})()`;
}

/** An expression: the times of every press so far (Event.timeStamp). */
export const pressesScript = 'window.__taps ? window.__taps.presses : []';

/** An expression: whether the control's press has been answered. */
export function isAnsweredScript(selector: string, answer: Answer): string {
  return `(() => {
  const control = document.querySelector(${JSON.stringify(selector)});
  if (!control) return false;
  const answer = ${JSON.stringify(answer)};
  if (answer === 'dialog closed') {
    const dialog = control.closest('dialog');
    return !dialog || !dialog.open;
  }
  if (answer === 'panel open' && control.parentElement instanceof HTMLDetailsElement) {
    return control.parentElement.open;
  }
  const controlled = document.getElementById(control.getAttribute('aria-controls') || '');
  return controlled ? controlled.checkVisibility() : false;
})()`;
}

/** An expression: React has taken over the page's main part (the shell marks it so). */
export const hydratedScript = `document.getElementById('main-content')?.hasAttribute(${JSON.stringify(
  mainTakenOverAttribute,
)}) === true`;

/**
 * From now on, the durations Event Timing gives each input (press to the paint after its
 * handlers), for inputs of 16 ms or more: the finest it reports.
 */
export const observeEventsScript = `(() => {
  const durations = [];
  window.__durations = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
})()`;

export const durationsScript = 'window.__durations || []';
