/**
 * The messages between the shell's server and its render workers (renderWorker.ts): the one
 * agreement between the two processes. A worker is given a page's URL and the verified code of
 * the remote views it needs; it asks the server for each content file it reads.
 */
export interface RemoteViewCode {
  /** the remote's name ('lessons') */
  name: string;
  /** the view's digest, which also names it in the worker's cache */
  integrity: string;
  /** the code, sent once per worker; absent when this worker already has it */
  code?: string;
  /** where the release is served from: its content and picture URLs start here */
  publicPath: string;
}

export interface RenderedPage {
  html: string;
  /** exposed modules drawn into the HTML */
  views: string[];
  /** the text of the content files those read, by URL */
  content: Record<string, string>;
}

export type ToWorker =
  | {
      type: 'render';
      id: number;
      url: string;
      remotes: RemoteViewCode[];
      /** a single-bundle build's own origin, which it serves every remote's files from */
      publicPath?: string;
    }
  | { type: 'content'; id: number; read: number; text: string | null };

export type FromWorker =
  /** the shell's view is loaded: the worker takes pages from now on */
  | { type: 'ready' }
  | { type: 'read'; id: number; read: number; url: string }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'failed'; id: number; message: string };
