import { LRUCache } from 'lru-cache';
import type { RemoteFailureKind } from '@harmoni/shared/realUserBeacon';
import { DAY_MS, HOUR_MS, timeBuckets } from './timeBuckets';

export type VitalName = 'LCP' | 'INP' | 'CLS';

/**
 * Upper edges of the bins each figure is counted in (milliseconds; a score for CLS). The web's
 * "good" thresholds (2.5 s, 200 ms, 0.1) are edges, so a p75 reads right against them.
 */
export const vitalBins: Record<VitalName, readonly number[]> = {
  LCP: [
    250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 5000, 6000,
    8000, 10000, 15000, 20000, 30000, 60000,
  ],
  INP: [
    25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 3000,
    5000, 10000, 60000,
  ],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5, 50],
};

interface Bucket {
  pageViews: number;
  /** page views in which the remote failed at least once */
  failedViews: number;
  failures: Partial<Record<RemoteFailureKind, number>>;
  /** counts per bin, the last bin also taking anything larger */
  vitals: Record<VitalName, number[]>;
  /** the server's renders of this release's part of a page, and those it could not draw */
  serverRenders: number;
  serverFailures: number;
}

const emptyBucket = (): Bucket => ({
  pageViews: 0,
  failedViews: 0,
  failures: {},
  serverRenders: 0,
  serverFailures: 0,
  vitals: {
    LCP: vitalBins.LCP.map(() => 0),
    INP: vitalBins.INP.map(() => 0),
    CLS: vitalBins.CLS.map(() => 0),
  },
});

/** One release's real-user figures over a window. */
export interface ReleaseFigures {
  pageViews: number;
  /** page views in which it failed, per thousand page views (undefined without page views) */
  failuresPerThousand?: number;
  failures: Partial<Record<RemoteFailureKind, number>>;
  /** 75th percentile, as the upper edge of its bin; undefined without samples */
  p75: Partial<Record<VitalName, number>>;
  samples: Record<VitalName, number>;
  /** the server's renders of the release's part of a page (not the visitors' own) */
  serverRenders: number;
  /** renders in which the server could not draw it, per thousand (undefined without renders) */
  renderFailuresPerThousand?: number;
}

/** A share per thousand, undefined when there is nothing to share. */
const perThousand = (part: number, whole: number) =>
  whole > 0 ? (part / whole) * 1000 : undefined;

/** The 75th percentile of binned counts: the upper edge of the bin holding it. */
export function p75Of(counts: readonly number[], edges: readonly number[]): number | undefined {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const wanted = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    seen += count;
    if (seen >= wanted) return edges[index];
  }
  return edges.at(-1);
}

const binOf = (value: number, edges: readonly number[]) => {
  const index = edges.findIndex((edge) => value <= edge);
  return index < 0 ? edges.length - 1 : index;
};

/**
 * The real-user figures of each remote's releases, with the server's render outcomes beside
 * them, in memory: 15-minute buckets for the last day, each a few counters and a binned histogram per figure, for at most `releasesKept`
 * releases per remote (the ones last reported). Bounded whatever visitors send; a restart
 * starts them afresh (the counters in /metrics keep the long history where they are scraped).
 */
export function releaseFigureStore(options: { now?: () => number; releasesKept?: number } = {}) {
  const { now = Date.now, releasesKept = 8 } = options;
  const byRemote = new Map<string, LRUCache<string, ReturnType<typeof timeBuckets<Bucket>>>>();

  const bucketsOf = (remote: string, release: string) => {
    let releases = byRemote.get(remote);
    if (!releases) {
      releases = new LRUCache({ max: releasesKept });
      byRemote.set(remote, releases);
    }
    let buckets = releases.get(release);
    if (!buckets) {
      buckets = timeBuckets(emptyBucket, now);
      releases.set(release, buckets);
    }
    return buckets;
  };

  const sum = (remote: string, release: string, windowMs: number): ReleaseFigures => {
    const buckets = byRemote.get(remote)?.peek(release)?.since(windowMs) ?? [];
    const total = emptyBucket();
    for (const { bucket } of buckets) {
      total.pageViews += bucket.pageViews;
      total.failedViews += bucket.failedViews;
      total.serverRenders += bucket.serverRenders;
      total.serverFailures += bucket.serverFailures;
      for (const [kind, count] of Object.entries(bucket.failures) as [
        RemoteFailureKind,
        number,
      ][]) {
        total.failures[kind] = (total.failures[kind] ?? 0) + count;
      }
      for (const name of Object.keys(vitalBins) as VitalName[]) {
        bucket.vitals[name].forEach((count, index) => {
          total.vitals[name][index] = (total.vitals[name][index] ?? 0) + count;
        });
      }
    }
    const p75: ReleaseFigures['p75'] = {};
    const samples = { LCP: 0, INP: 0, CLS: 0 };
    for (const name of Object.keys(vitalBins) as VitalName[]) {
      const value = p75Of(total.vitals[name], vitalBins[name]);
      if (value !== undefined) p75[name] = value;
      samples[name] = total.vitals[name].reduce((all, count) => all + count, 0);
    }
    return {
      pageViews: total.pageViews,
      failuresPerThousand: perThousand(total.failedViews, total.pageViews),
      failures: total.failures,
      p75,
      samples,
      serverRenders: total.serverRenders,
      renderFailuresPerThousand: perThousand(total.serverFailures, total.serverRenders),
    };
  };

  return {
    /** A page view that loaded this release (a beacon's first report). */
    pageView(remote: string, release: string): void {
      bucketsOf(remote, release).current().pageViews += 1;
    },
    /** A page view in which this release failed, with each way it did. */
    failed(remote: string, release: string, kinds: readonly RemoteFailureKind[]): void {
      const bucket = bucketsOf(remote, release).current();
      bucket.failedViews += 1;
      for (const kind of kinds) bucket.failures[kind] = (bucket.failures[kind] ?? 0) + 1;
    },
    /** A server render of this release's part of a page: drawn, or left to the browser. */
    serverRender(remote: string, release: string, drawn: boolean): void {
      const bucket = bucketsOf(remote, release).current();
      bucket.serverRenders += 1;
      if (!drawn) bucket.serverFailures += 1;
    },
    vital(remote: string, release: string, name: VitalName, value: number): void {
      const bins = bucketsOf(remote, release).current().vitals[name];
      const index = binOf(value, vitalBins[name]);
      bins[index] = (bins[index] ?? 0) + 1;
    },
    /**
     * A release's figures over the last `windowMs` (an hour, a day): the one place the status
     * page and a canary's comparison read them.
     */
    figuresOf: sum,
    /** The releases of a remote with figures, most recently reported first. */
    releasesOf(remote: string): string[] {
      return [...(byRemote.get(remote)?.keys() ?? [])];
    },
    /** Per 15-minute bucket of the last day: page views, failures per thousand, p75 LCP. */
    timeline(remote: string, release: string) {
      return (byRemote.get(remote)?.peek(release)?.since(DAY_MS) ?? []).map(
        ({ start, bucket }) => ({
          start,
          pageViews: bucket.pageViews,
          failedViews: bucket.failedViews,
          lcpP75: p75Of(bucket.vitals.LCP, vitalBins.LCP),
        }),
      );
    },
  };
}

export type ReleaseFigureStore = ReturnType<typeof releaseFigureStore>;
export { DAY_MS, HOUR_MS };
