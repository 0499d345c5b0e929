import type { RenderObserver } from '../render/renderObservation';
import { timeBuckets } from './timeBuckets';

/** How a remote's part of the pages went on the server. */
export type PartEvent =
  'drawn' | 'failed' | 'timeout' | 'busy' | 'crashed' | 'refused' | 'benched' | 'unreadable';

type Counts = Partial<Record<PartEvent, number>>;

export interface PartWarning {
  at: number;
  release: string;
  text: string;
}

/** The last warnings kept per remote. */
const WARNINGS_KEPT = 5;
/** The most remotes watched: the registry's names, with room to spare. */
const PARTS_KEPT = 32;

/**
 * The server view's health of each remote for the status page, from the render's observations:
 * per 15-minute bucket of the last day, how often its part was drawn, left to the browser (and
 * how) or its view not run; and its last few warnings. Bounded memory; lost on restart.
 */
export function partHealth(now: () => number = Date.now) {
  const parts = new Map<
    string,
    { buckets: ReturnType<typeof timeBuckets<Counts>>; warnings: PartWarning[] }
  >();
  const partOf = (name: string) => {
    let part = parts.get(name);
    if (!part) {
      if (parts.size >= PARTS_KEPT) return undefined;
      part = { buckets: timeBuckets<Counts>(() => ({}), now), warnings: [] };
      parts.set(name, part);
    }
    return part;
  };
  const count = (name: string, event: PartEvent) => {
    const bucket = partOf(name)?.buckets.current();
    if (bucket) bucket[event] = (bucket[event] ?? 0) + 1;
  };
  const warn = (name: string, release: string, text: string) => {
    const part = partOf(name);
    if (!part) return;
    const last = part.warnings.at(-1);
    // the same warning again only moves its time
    if (last && last.text === text && last.release === release) last.at = now();
    else part.warnings.push({ at: now(), release, text });
    if (part.warnings.length > WARNINGS_KEPT) part.warnings.shift();
  };

  const observe: RenderObserver = (seen) => {
    if (seen.kind === 'render' && seen.task === 'page') {
      count(seen.part, seen.outcome === 'rendered' ? 'drawn' : seen.outcome);
      if (seen.outcome !== 'rendered') {
        const why = seen.reason ? `: ${seen.reason}` : '';
        warn(seen.part, seen.release, `${seen.outcome} drawing ${seen.path}${why}`);
      }
    } else if (seen.kind === 'view') {
      count(seen.part, seen.event);
      warn(seen.part, seen.release, `view ${seen.event}: ${seen.reason}`);
    }
  };

  return {
    observe,
    /** A remote's counts over the last `windowMs`. */
    countsOf(name: string, windowMs: number): Counts {
      const total: Counts = {};
      for (const { bucket } of parts.get(name)?.buckets.since(windowMs) ?? []) {
        for (const [event, value] of Object.entries(bucket) as [PartEvent, number][]) {
          total[event] = (total[event] ?? 0) + value;
        }
      }
      return total;
    },
    /** A remote's last warnings, newest last. */
    warningsOf(name: string): readonly PartWarning[] {
      return parts.get(name)?.warnings ?? [];
    },
  };
}

export type PartHealth = ReturnType<typeof partHealth>;
