import { withoutCanary } from '../registry/canarySteps';
import { changeRegistryFile } from '../registry/registryFile';
import { withLogged } from '../registry/releaseLog';
import { liveRelease, type RemoteRegistry } from '../registry/remoteRegistry';
import { canaryPolicy, compareCanary, type CanaryPolicy } from './canaryComparison';
import type { ReleaseFigureStore } from './releaseFigures';
import { DAY_MS } from './timeBuckets';

type Env = Record<string, string | undefined>;

/** Who the history names for a rollback the shell took by itself. */
export const AUTOMATIC = 'the shell (automatic rollback)';

/**
 * The canary policy this shell uses: canaryPolicy, with CANARY_MIN_VIEWS (page views),
 * CANARY_FAILURE_MARGIN (failures per thousand) and CANARY_VITAL_MARGIN (a ratio, 0.2 = 20%)
 * in its place where set. A value that is not a number of the right kind is said and ignored.
 */
export function canaryPolicyOf(env: Env, warn: (message: string) => void): CanaryPolicy {
  const read = (name: string, fallback: number, whole: boolean) => {
    const given = env[name];
    if (given === undefined || given === '') return fallback;
    const value = Number(given);
    if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
      warn(
        `${name}="${given}" is not a ${whole ? 'whole ' : ''}number of 0 or more; ${fallback} is used`,
      );
      return fallback;
    }
    return value;
  };
  return {
    minPageViews: Math.max(1, read('CANARY_MIN_VIEWS', canaryPolicy.minPageViews, true)),
    failureMarginPerThousand: read(
      'CANARY_FAILURE_MARGIN',
      canaryPolicy.failureMarginPerThousand,
      false,
    ),
    vitalMargin: read('CANARY_VITAL_MARGIN', canaryPolicy.vitalMargin, false),
  };
}

/**
 * The shell's own watch over its canaries: each check compares every running canary's real-user
 * figures (the last day's, as this server saw them) with its live release's, and ends a canary
 * that does worse by the policy's margins over its minimum page views, writing the registry file
 * (under its lock, as the commands do) with the reasons in the history. Answers what it ended.
 */
export function canaryWatch(options: {
  file: string;
  registry: () => RemoteRegistry;
  figures: ReleaseFigureStore;
  policy: CanaryPolicy;
  warn: (message: string) => void;
  now?: () => number;
}): () => Promise<string[]> {
  const { file, registry, figures, policy, warn, now = Date.now } = options;
  return async () => {
    const ended: string[] = [];
    for (const [remote, entry] of Object.entries(registry().remotes)) {
      const canary = entry.canary;
      if (!canary) continue;
      const live = entry.live ? (entry.live.id ?? 'local') : 'none';
      const { verdict, reasons } = compareCanary(
        figures.figuresOf(remote, canary.id, DAY_MS),
        figures.figuresOf(remote, live, DAY_MS),
        policy,
      );
      if (verdict !== 'worse') continue;
      const reason = `worse than ${live}: ${reasons.join('; ')}`;
      try {
        const done = await changeRegistryFile(file, async (current) => {
          // a promote or rollback may have landed since this server last read the file
          if (current.remotes[remote]?.canary?.id !== canary.id) {
            return { registry: current, result: false };
          }
          const step = {
            action: 'canary-ended' as const,
            id: canary.id,
            at: new Date(now()).toISOString(),
            by: AUTOMATIC,
            from: liveRelease(current, remote)?.id ?? live,
            share: canary.share,
            reason,
          };
          return {
            registry: withLogged(withoutCanary(current, remote), remote, step),
            result: true,
          };
        });
        if (done) {
          warn(`Rolled back the canary ${remote} ${canary.id} by itself: ${reason}`);
          ended.push(remote);
        }
      } catch (error) {
        warn(`Could not roll back the canary ${remote} ${canary.id} (${reason}): ${String(error)}`);
      }
    }
    return ended;
  };
}
