/**
 * The messages between the shell's server and its render workers (renderWorker.ts): the one
 * agreement between the two processes. A worker draws for one part only, fixed when it starts:
 * the shell's own view, or one remote release's view (its verified code and base URL, sent once
 * as the worker's first message). It asks the server for each content file it reads, and the
 * server checks everything it sends back (regionCheck.ts, regionFacts.ts).
 */
import type { ServerRead } from '@harmoni/shared/serverRender';

/** The part a worker draws for: 'shell', or a remote's name with its release. */
export interface WorkerPart {
  /** 'shell', or the remote's name ('gallery') */
  part: string;
  /** the release's registry id, or 'local' for a build never published as a release */
  release: string;
}

/** The one remote view a release's worker runs: bound at start, never changed. */
export interface ReleaseView {
  /** the remote's name ('lessons') */
  name: string;
  /** its digest, as the registry records it */
  integrity: string;
  /** the verified code */
  code: string;
  /** where the release is served from: its content and picture URLs start here */
  publicPath: string;
}

/**
 * What a worker is asked. The shell's worker draws the shell's view around slots ('shell');
 * a release's worker draws one of its exposed modules alone ('region'), reads one of its
 * services for another remote's page ('service'), or lists its pages for the sitemap.
 */
export type WorkerTask =
  | { task: 'shell'; url: string; siteUrl: string; slots: string[] }
  | {
      task: 'region';
      url: string;
      siteUrl: string;
      moduleId: string;
      /** other remotes' services, as their own workers read them (the shell's ServiceData) */
      services: Record<string, unknown>;
    }
  | { task: 'service'; moduleId: string }
  | { task: 'site-pages' };

export type TaskName = WorkerTask['task'];

export type ToWorker =
  | { type: 'view'; view: ReleaseView }
  | ({ type: 'render'; id: number } & WorkerTask)
  | { type: 'content'; id: number; read: number; answer: ServerRead };

export type FromWorker =
  /** the worker has loaded its view: it takes tasks from now on */
  | { type: 'ready' }
  | { type: 'read'; id: number; read: number; url: string }
  /** what the task gave, unchecked: the server checks it for the task */
  | { type: 'done'; id: number; result: unknown; memoryBytes?: number }
  | { type: 'failed'; id: number; message: string };
