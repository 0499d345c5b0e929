/**
 * The messages between the shell's server and its render workers (renderWorker.ts): the one
 * agreement between the two processes. A worker is given a page's URL and the verified code of
 * the remote views it needs; it asks the server for each content file it reads.
 */
import type { DecidedPage } from '@harmoni/shared/pageFacts';
import type { ServerRead } from '@harmoni/shared/serverRender';

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
  /** content files their remote answered as missing */
  missing: string[];
  /** the page's status and head, decided by the same render */
  page: DecidedPage;
}

/** What a worker is asked: draw a page, or list the pages the remotes publish (the sitemap). */
export type RenderTask = 'page' | 'site-pages';

export type ToWorker =
  | {
      type: 'render';
      id: number;
      task: RenderTask;
      url: string;
      /** the site's public origin (SITE_URL): canonical addresses and structured data */
      siteUrl: string;
      remotes: RemoteViewCode[];
    }
  | { type: 'content'; id: number; read: number; answer: ServerRead };

export type FromWorker =
  /** the shell's view is loaded: the worker takes pages from now on */
  | { type: 'ready' }
  | { type: 'read'; id: number; read: number; url: string }
  | { type: 'rendered'; id: number; page: RenderedPage }
  /** each remote's published pages, by remote name */
  | { type: 'listed'; id: number; pages: Record<string, string[]> }
  | { type: 'failed'; id: number; message: string };
