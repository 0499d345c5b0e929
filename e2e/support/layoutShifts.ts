import type { Page } from '@playwright/test';

/** One layout shift as the browser reported it, with the elements that moved. */
export interface LayoutShift {
  value: number;
  startTime: number;
  sources: { element: string; from: string; to: string }[];
}

/**
 * Every layout shift since the page started (the observer is buffered), not counting shifts
 * right after input, which the metric leaves out too.
 */
export function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        interface ShiftEntry extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: {
            node: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        }
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const name = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
          const classes = [...node.classList].join('.');
          const text = (node.textContent ?? '').trim().slice(0, 40);
          return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
        };
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as ShiftEntry[])
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                startTime: Math.round(entry.startTime),
                sources: entry.sources.map((source) => ({
                  element: name(source.node),
                  from: rect(source.previousRect),
                  to: rect(source.currentRect),
                })),
              })),
          );
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the buffered callback never comes.
        setTimeout(() => {
          observer.disconnect();
          resolve([]);
        }, 500);
      }),
  );
}

export const totalShift = (shifts: readonly LayoutShift[]) =>
  shifts.reduce((total, shift) => total + shift.value, 0);

/** Readable list for a failure message: which elements moved, from where to where. */
export const describeShifts = (shifts: readonly LayoutShift[]) =>
  shifts
    .map(
      (shift) =>
        `${shift.value.toFixed(4)} at ${shift.startTime} ms: ${shift.sources
          .map((source) => `${source.element} ${source.from} -> ${source.to}`)
          .join('; ')}`,
    )
    .join('\n');
