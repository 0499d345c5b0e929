/**
 * What the shell's browser code reports about each page load (shell/src/vitals) and what the
 * shell's server takes (serve/src/vitals): one agreement, written once. Import-free, so the
 * browser carries only these few constants.
 */

/** Where the beacon goes: the shell's own origin. */
export const realUserBeaconPath = '/_vitals';

/** How a remote failed in the browser. */
export const remoteFailureKinds = ['load-failed', 'integrity-refused', 'boundary-caught'] as const;
export type RemoteFailureKind = (typeof remoteFailureKinds)[number];

/** The most failures one beacon carries; more are dropped in the browser and refused by the server. */
export const failuresPerBeacon = 10;

/** Largest beacon the server reads, in bytes. */
export const beaconBodyLimit = 4096;

export interface RealUserBeacon {
  /** remote name -> the manifest URL the page loaded it from: the release that drew the page */
  releases: Record<string, string>;
  /** the remotes whose parts the first page drew: its LCP, INP and CLS are theirs */
  drew: string[];
  /** milliseconds for LCP and INP; the layout shift score for CLS */
  vitals: { LCP?: number; INP?: number; CLS?: number };
  failures: { remote: string; kind: RemoteFailureKind }[];
  /** a later beacon of the same page load (the tab came back): not a new page view */
  again?: boolean;
}
