/** The parts of a Chrome trace event this module reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** wall-clock duration, µs */
  dur?: number;
  /** time the thread was on a CPU during the event, µs */
  tdur?: number;
}

/**
 * Lighthouse's simulation runs the observed main-thread tasks four times slower, and a task
 * counts as long from 50 ms: a task this long at full speed (ms) can become one.
 */
const mayBecomeLongTaskMs = 50 / 4;

/**
 * Of the wall-clock time the page's main thread spent in tasks that can become long tasks, the
 * share (in %) it was running on a CPU. The rest it waited for one: other processes (the
 * browser's own, the benchmark's) held the machine's cores. Lighthouse's simulation multiplies
 * wall-clock task time, so at 35% a task counts almost three times as long as the page's work
 * in it took. NaN when the trace has no such task, or no thread times.
 */
export function mainThreadOnCpuPercent(events: readonly TraceEvent[]): number {
  // The first paint is marked on the page's own main thread.
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) return Number.NaN;
  let wall = 0;
  let onCpu = 0;
  for (const event of events) {
    if (
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === firstPaint.pid &&
      event.tid === firstPaint.tid &&
      event.dur !== undefined &&
      event.tdur !== undefined &&
      event.dur >= mayBecomeLongTaskMs * 1000
    ) {
      wall += event.dur;
      onCpu += event.tdur;
    }
  }
  return wall === 0 ? Number.NaN : (100 * onCpu) / wall;
}
