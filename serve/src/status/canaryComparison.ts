import type { ReleaseFigures } from './releaseFigures';

/**
 * When a canary's release does worse than the live one: over at least `minPageViews` of the
 * candidate's page views, failures per thousand page views higher by more than
 * `failureMarginPerThousand`, or a p75 LCP or INP higher by more than `vitalMargin` (a ratio).
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

/** The candidate's figures against the live release's over the same window. */
export function compareCanary(
  candidate: ReleaseFigures,
  live: ReleaseFigures,
  policy: CanaryPolicy = canaryPolicy,
): CanaryVerdict {
  if (candidate.pageViews < policy.minPageViews) {
    return {
      verdict: 'too few page views',
      reasons: [`${candidate.pageViews} of the ${policy.minPageViews} page views a verdict needs`],
    };
  }
  const reasons: string[] = [];
  const failures = (figures: ReleaseFigures) => figures.failuresPerThousand ?? 0;
  if (failures(candidate) > failures(live) + policy.failureMarginPerThousand) {
    reasons.push(
      `failures ${failures(candidate).toFixed(1)}‰ against ${failures(live).toFixed(1)}‰ (margin ${policy.failureMarginPerThousand}‰)`,
    );
  }
  for (const vital of ['LCP', 'INP'] as const) {
    const mine = candidate.p75[vital];
    const theirs = live.p75[vital];
    if (mine !== undefined && theirs !== undefined && mine > theirs * (1 + policy.vitalMargin)) {
      reasons.push(
        `p75 ${vital} ${mine} ms against ${theirs} ms (margin ${policy.vitalMargin * 100}%)`,
      );
    }
  }
  return { verdict: reasons.length > 0 ? 'worse' : 'no worse', reasons };
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
