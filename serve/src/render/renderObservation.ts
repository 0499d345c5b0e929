/**
 * What the shell's server render tells whoever watches it (the metrics, the status page, the
 * log): one observation for each part of a page it drew or left to the browser, and for each
 * remote view it refused or benched. The render pipeline emits them; it never reads them back.
 */

/** How the server's attempt at one part of a page ended. */
export type RenderOutcomeName = 'rendered' | 'failed' | 'timeout' | 'busy' | 'crashed';

/** The name the shell's own view goes by, beside the remotes' names. */
export const shellPart = 'shell';

/** The release label of a build that was never published as a release (a local `npm run build`). */
export const localRelease = 'local';

export interface RenderObservation {
  kind: 'render';
  /** 'shell', or the remote's name ('gallery') */
  part: string;
  /** the release drawn: its registry id ('2.0.0-1a2b3c4d'), else `localRelease` */
  release: string;
  task: 'page' | 'site-pages';
  outcome: RenderOutcomeName;
  durationMs: number;
  /** the page's path ('/gallery/photo'), or '/sitemap.xml' */
  path: string;
  /** why the part was left to the browser, when it was */
  reason?: string;
}

export interface ViewObservation {
  kind: 'view';
  part: string;
  release: string;
  /** refused: its bytes did not match; benched: it hung, crashed or ran slow; unreadable */
  event: 'refused' | 'benched' | 'unreadable';
  reason: string;
}

export interface WorkerObservation {
  kind: 'worker';
  part: string;
  release: string;
  /** sampled: its memory was read (every few seconds while it lives) */
  event: 'started' | 'exited' | 'sampled';
  /** the worker's process id: tells a pool's workers apart */
  worker?: number;
  /** the exit code or signal, for an exit */
  exit?: string;
  /** the worker's resident memory when last asked, in bytes */
  memoryBytes?: number;
}

/** A content file a render asked the server to read. */
export interface ContentObservation {
  kind: 'content';
  /** the origin read from; 'other' for one refused (not the registry's) */
  origin: string;
  /** refused: not from an origin the registry lists, so not fetched */
  outcome: 'read' | 'missing' | 'unreadable' | 'refused';
}

export type ServerRenderObservation =
  RenderObservation | ViewObservation | WorkerObservation | ContentObservation;

/** Called for each observation; must not throw and must return at once. */
export type RenderObserver = (observation: ServerRenderObservation) => void;

/** The observer of a server that nobody watches. */
export const unobserved: RenderObserver = () => undefined;
