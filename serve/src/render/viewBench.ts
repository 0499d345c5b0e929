import { LRUCache } from 'lru-cache';
import { unobserved, type RenderObserver } from './renderObservation';
import type { RenderOutcome } from './renderPool';
import type { WorkerPart } from './renderProtocol';

export interface ViewBenchOptions {
  /** a task's deadline (RENDER_DEADLINE_MS) */
  deadlineMs: number;
  /** how long a view is left out once benched; 30 s unless given */
  benchMs?: number;
  /** a render taking more than this share of the deadline is slow; 0.75 unless given */
  slowShare?: number;
  /** this many failed, or slow, renders in a row bench the view; 3 unless given */
  inARow?: number;
  now?: () => number;
  observe?: RenderObserver;
  warn: (message: string) => void;
}

interface ViewRecord {
  benchedUntil: number;
  failures: number;
  slow: number;
}

/**
 * The breaker of the remotes' views, one record per release: a view that hangs or crashes a
 * render is benched at once; one that fails, or runs close to the deadline, several renders in
 * a row is benched too. A benched view is not asked for a while: its regions are left to the
 * browser, so it costs the deadline once rather than on every page, and it holds no worker.
 */
export function viewBench(options: ViewBenchOptions) {
  const { deadlineMs, benchMs = 30_000, slowShare = 0.75, inARow = 3, now = Date.now } = options;
  const observe = options.observe ?? unobserved;
  const records = new LRUCache<string, ViewRecord>({ max: 256 });
  const recordOf = (key: string) => {
    let record = records.get(key);
    if (!record) {
      record = { benchedUntil: 0, failures: 0, slow: 0 };
      records.set(key, record);
    }
    return record;
  };

  function bench(part: WorkerPart, entry: ViewRecord, why: string): void {
    entry.benchedUntil = now() + benchMs;
    entry.failures = 0;
    entry.slow = 0;
    options.warn(
      `The server view of ${part.part} (release ${part.release}) ${why}; the browser draws its parts for ${benchMs / 1000} s`,
    );
    observe({ kind: 'view', ...part, event: 'benched', reason: why });
  }

  /** What one of its tasks came to: `about` names the task in the warning ('/lesson/piano'). */
  function record(key: string, part: WorkerPart, outcome: RenderOutcome, about: string): void {
    const entry = recordOf(key);
    switch (outcome.status) {
      case 'timeout':
        return bench(part, entry, `did not finish ${about} within ${deadlineMs} ms`);
      case 'crashed':
        return bench(part, entry, `crashed drawing ${about} (${outcome.message})`);
      case 'failed':
        entry.failures += 1;
        if (entry.failures >= inARow) {
          bench(part, entry, `failed ${inARow} renders in a row, the last ${about}`);
        }
        return;
      case 'busy':
        return;
      case 'rendered':
        entry.failures = 0;
        entry.slow = outcome.durationMs > deadlineMs * slowShare ? entry.slow + 1 : 0;
        if (entry.slow >= inARow) {
          bench(
            part,
            entry,
            `took over ${Math.round(slowShare * 100)} % of the ${deadlineMs} ms deadline ${inARow} renders in a row, the last ${about} (${outcome.durationMs} ms)`,
          );
        }
    }
  }

  return {
    /** Whether the release's view is benched now. */
    isBenched: (key: string): boolean => (records.get(key)?.benchedUntil ?? 0) > now(),
    record,
    /** A region whose answer the server refused counts as a failed render. */
    refused: (key: string, part: WorkerPart, about: string): void =>
      record(key, part, { status: 'failed', message: 'refused' }, about),
  };
}

export type ViewBench = ReturnType<typeof viewBench>;
