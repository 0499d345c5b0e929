import type { Locator } from '@playwright/test';

/** Something that moves or fades inside an element, and for how long (in ms). */
export interface Motion {
  element: string;
  kind: 'animation' | 'transition';
  name: string;
  /** one iteration */
  durationMs: number;
  /** when it stops, from its start: delay plus every iteration (Infinity for an endless one) */
  endMs: number;
}

/** Shorter than this is no motion anyone can see (the 0.01ms reset many sites use). */
export const trivialMs = 50;

/**
 * Every CSS animation and transition declared on the element, its descendants and their
 * ::before/::after, plus the animations running at this moment (getAnimations). Declared ones
 * count even when they have already finished, so a short fade cannot slip past the check.
 */
export function motionsIn(container: Locator): Promise<Motion[]> {
  return container.evaluate((root) => {
    const list = (value: string) => value.split(',').map((part) => part.trim());
    const toMs = (part: string) =>
      part.endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000;
    const seconds = (value: string) => Math.max(...list(value).map(toMs));
    /** The latest end of a declared list: each entry's delay plus duration times its count. */
    const endOf = (durations: string, delays: string, counts = '1') => {
      const [each, waits, times] = [list(durations), list(delays), list(counts)];
      return Math.max(
        ...each.map((duration, i) => {
          const count = times[i % times.length] ?? '1';
          const repeats = count === 'infinite' ? Infinity : Number(count);
          return toMs(waits[i % waits.length] ?? '0s') + toMs(duration) * repeats;
        }),
      );
    };
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
    const found: Motion[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const where = `${label(element)}${pseudo ?? ''}`;
        if (style.animationName !== 'none' && seconds(style.animationDuration) > 0) {
          found.push({
            element: where,
            kind: 'animation',
            name: style.animationName,
            durationMs: seconds(style.animationDuration),
            endMs: endOf(
              style.animationDuration,
              style.animationDelay,
              style.animationIterationCount,
            ),
          });
        }
        if (seconds(style.transitionDuration) > 0) {
          found.push({
            element: where,
            kind: 'transition',
            name: style.transitionProperty,
            durationMs: seconds(style.transitionDuration),
            endMs: endOf(style.transitionDuration, style.transitionDelay),
          });
        }
      }
    }
    for (const animation of root.getAnimations({ subtree: true })) {
      const timing = animation.effect?.getComputedTiming();
      const duration = typeof timing?.duration === 'number' ? timing.duration : 0;
      const target = (animation.effect as KeyframeEffect | null)?.target;
      found.push({
        element: target ? label(target) : 'unknown',
        kind: animation instanceof CSSTransition ? 'transition' : 'animation',
        name:
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : 'script',
        durationMs: duration,
        endMs: typeof timing?.endTime === 'number' ? timing.endTime : duration,
      });
    }
    return found;
  });
}
