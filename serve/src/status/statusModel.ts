import { remoteApps } from '@harmoni/shared/apps';
import { historyOf } from '../registry/releaseLog';
import type { LogEntry, RemoteRegistry } from '../registry/remoteRegistry';
import {
  canaryPolicy,
  compareCanary,
  type CanaryPolicy,
  type CanaryStatus,
} from './canaryComparison';
import type { PartHealth, PartWarning } from './partHealth';
import type { ReleaseFigures, ReleaseFigureStore } from './releaseFigures';
import { DAY_MS, HOUR_MS } from './timeBuckets';

export interface ReleaseColumn {
  release: string;
  hour: ReleaseFigures;
  day: ReleaseFigures;
}

export interface RemoteStatus {
  remote: string;
  /** the live release's id ('local': a build that was never published); undefined: none live */
  live?: string;
  promotedAt?: string;
  /** how its server view did, last hour and day */
  health: { hour: ReturnType<PartHealth['countsOf']>; day: ReturnType<PartHealth['countsOf']> };
  warnings: readonly PartWarning[];
  /** real-user figures of the live release, and of the release before it */
  figures: { live?: ReleaseColumn; previous?: ReleaseColumn };
  /** the live release's last day, per 15 minutes */
  timeline: ReturnType<ReleaseFigureStore['timeline']>;
  /** its canary, if one runs: the candidate's figures beside the live release's, compared */
  canary?: CanaryStatus;
  /** its last promotes, canary steps and rollbacks, newest first */
  history: LogEntry[];
}

/** How many steps of each remote's history the status shows. */
const HISTORY_SHOWN = 8;

export interface SiteStatus {
  at: string;
  remotes: RemoteStatus[];
}

const columnOf = (figures: ReleaseFigureStore, remote: string, release: string): ReleaseColumn => ({
  release,
  hour: figures.figuresOf(remote, release, HOUR_MS),
  day: figures.figuresOf(remote, release, DAY_MS),
});

function canaryStatus(
  figures: ReleaseFigureStore,
  remote: string,
  live: string | undefined,
  canary: { id: string; share: number; startedAt: string },
  policy: CanaryPolicy,
): CanaryStatus {
  const candidate = figures.figuresOf(remote, canary.id, DAY_MS);
  const liveFigures = figures.figuresOf(remote, live ?? 'none', DAY_MS);
  return {
    release: canary.id,
    share: canary.share,
    startedAt: canary.startedAt,
    candidate,
    live: liveFigures,
    comparison: compareCanary(candidate, liveFigures, policy),
  };
}

/**
 * Everything the status page shows, as data (the page, `npm run status` and a canary read the
 * same): per remote, its live release and when it was promoted, its server view's health and
 * last warnings, and its real-user figures beside the previous release's.
 */
export function siteStatus(
  registry: RemoteRegistry,
  figures: ReleaseFigureStore,
  health: PartHealth,
  now: () => number = Date.now,
  policy: CanaryPolicy = canaryPolicy,
): SiteStatus {
  const names = [
    ...new Set([...remoteApps.map((remote) => remote.name), ...Object.keys(registry.remotes)]),
  ];
  return {
    at: new Date(now()).toISOString(),
    remotes: names.map((remote) => {
      const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
      const standing = (entry?.history ?? []).filter((step) => step.rolledBackAt === undefined);
      const reported = figures.releasesOf(remote);
      const live = entry?.live
        ? (entry.live.id ?? 'local')
        : reported.includes('local')
          ? 'local'
          : undefined;
      const promotedAt = standing.filter((step) => step.id === live).at(-1)?.promotedAt;
      // the release live before this one; without a history, the last other one reported
      const previous =
        standing.filter((step) => step.id !== live).at(-1)?.id ??
        reported.find((release) => release !== live);
      return {
        remote,
        live,
        promotedAt,
        health: { hour: health.countsOf(remote, HOUR_MS), day: health.countsOf(remote, DAY_MS) },
        warnings: health.warningsOf(remote),
        figures: {
          live: live === undefined ? undefined : columnOf(figures, remote, live),
          previous: previous === undefined ? undefined : columnOf(figures, remote, previous),
        },
        timeline: live === undefined ? [] : figures.timeline(remote, live),
        ...(entry?.canary && {
          canary: canaryStatus(figures, remote, live, entry.canary, policy),
        }),
        history: historyOf(registry, remote).slice(0, HISTORY_SHOWN),
      };
    }),
  };
}
