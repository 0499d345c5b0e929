import type { ReleaseFigures } from './releaseFigures';

/**
 * When a canary's release does worse than the live one: over at least `minPageViews` of the
 * candidate's page views, failures per thousand page views higher by more than
 * `failureMarginPerThousand`, or a p75 LCP or INP higher by more than `vitalMargin` (a ratio);
 * or, over at least as many of its server renders, render failures per thousand higher by more
 * than the same failure margin.
 */
export interface CanaryPolicy {
  minPageViews: number;
  failureMarginPerThousand: number;
  vitalMargin: number;
}

export const canaryPolicy: Readonly<CanaryPolicy> = {
  minPageViews: 100,
  failureMarginPerThousand: 10,
  vitalMargin: 0.2,
};

export interface CanaryVerdict {
  verdict: 'too few page views' | 'worse' | 'no worse';
  /** what was worse, each in words */
  reasons: string[];
}

const perThousand = (value: number) => `${value.toFixed(1)}‰`;

/** A share per thousand worse beyond the margin, in words; undefined when it is not. */
function worseShare(
  name: string,
  mine: number | undefined,
  theirs: number | undefined,
  margin: number,
): string | undefined {
  if ((mine ?? 0) <= (theirs ?? 0) + margin) return undefined;
  return `${name} ${perThousand(mine ?? 0)} against ${perThousand(theirs ?? 0)} (margin ${margin}‰)`;
}

/**
 * The candidate's figures against the live release's over the same window. The server's render
 * outcomes can find it worse before its visitors' figures are enough to; "no worse" needs both.
 */
export function compareCanary(
  candidate: ReleaseFigures,
  live: ReleaseFigures,
  policy: CanaryPolicy = canaryPolicy,
): CanaryVerdict {
  const enoughViews = candidate.pageViews >= policy.minPageViews;
  const enoughRenders = candidate.serverRenders >= policy.minPageViews;
  const reasons: string[] = [];
  if (enoughViews) {
    const failures = worseShare(
      'failures',
      candidate.failuresPerThousand,
      live.failuresPerThousand,
      policy.failureMarginPerThousand,
    );
    if (failures) reasons.push(failures);
    for (const vital of ['LCP', 'INP'] as const) {
      const mine = candidate.p75[vital];
      const theirs = live.p75[vital];
      if (mine !== undefined && theirs !== undefined && mine > theirs * (1 + policy.vitalMargin)) {
        reasons.push(
          `p75 ${vital} ${mine} ms against ${theirs} ms (margin ${policy.vitalMargin * 100}%)`,
        );
      }
    }
  }
  if (enoughRenders) {
    const renders = worseShare(
      'server render failures',
      candidate.renderFailuresPerThousand,
      live.renderFailuresPerThousand,
      policy.failureMarginPerThousand,
    );
    if (renders) reasons.push(renders);
  }
  if (reasons.length > 0) return { verdict: 'worse', reasons };
  if (!enoughViews) {
    return {
      verdict: 'too few page views',
      reasons: [
        `${candidate.pageViews} of the ${policy.minPageViews} page views a verdict needs` +
          (enoughRenders ? '' : ` (and ${candidate.serverRenders} server renders)`),
      ],
    };
  }
  return { verdict: 'no worse', reasons: [] };
}

export interface CanaryStatus {
  release: string;
  share: number;
  startedAt: string;
  /** the last day's figures of the candidate, and of the live release beside it */
  candidate: ReleaseFigures;
  live: ReleaseFigures;
  comparison: CanaryVerdict;
}
