/** @jest-environment node */
import { mainThreadOnCpuPercent, type TraceEvent } from './mainThreadOnCpu';

const page = { pid: 7, tid: 1 };
const task = (durMs: number, onCpuMs: number | undefined, thread = page): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: 1_000,
  dur: durMs * 1000,
  ...(onCpuMs === undefined ? {} : { tdur: onCpuMs * 1000 }),
});
const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...page, ts: 2_000 };

describe('mainThreadOnCpuPercent', () => {
  it('is the on-CPU share of the page main thread tasks that can become long', () => {
    expect(mainThreadOnCpuPercent([firstPaint, task(40, 10), task(20, 10)])).toBeCloseTo(33.3, 1);
  });

  it('leaves out tasks too short to become long at four times their length', () => {
    expect(mainThreadOnCpuPercent([firstPaint, task(20, 20), task(12, 1)])).toBe(100);
  });

  it('reads only the thread that painted the page', () => {
    const browser = { pid: 3, tid: 3 };
    expect(mainThreadOnCpuPercent([firstPaint, task(20, 10), task(30, 1, browser)])).toBe(50);
  });

  it('is not a number without a first paint, a long task, or thread times', () => {
    expect(mainThreadOnCpuPercent([task(20, 10)])).toBeNaN();
    expect(mainThreadOnCpuPercent([firstPaint, task(5, 5)])).toBeNaN();
    expect(mainThreadOnCpuPercent([firstPaint, task(20, undefined)])).toBeNaN();
  });
});
