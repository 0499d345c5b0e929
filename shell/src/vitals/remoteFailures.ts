import type { RemoteFailureKind } from '@harmoni/shared/realUserBeacon';

/**
 * The remotes that failed in this page load, waiting for the next beacon. One load failing is
 * seen several times (the runtime's hook, the retry, the region's boundary): each remote and kind
 * is kept once, so the set stays small whatever happens.
 */
const waiting = new Map<string, { remote: string; kind: RemoteFailureKind }>();
let reporting = true;

/** Notes that a remote failed in the browser; sent with the page's next beacon. */
export function reportRemoteFailure(remote: string, kind: RemoteFailureKind): void {
  if (reporting) waiting.set(`${remote} ${kind}`, { remote, kind });
}

/** The failures noted since the last beacon, taken out. */
export function takeRemoteFailures(): { remote: string; kind: RemoteFailureKind }[] {
  const taken = [...waiting.values()];
  waiting.clear();
  return taken;
}

/**
 * Whether this page load reports: when it does not (Do Not Track, or not in the sample), nothing
 * is kept either.
 */
export function noteFailures(report: boolean): void {
  reporting = report;
  if (!report) waiting.clear();
}
