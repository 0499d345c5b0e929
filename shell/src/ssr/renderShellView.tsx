import {
  serverPage,
  ServerContentContext,
  ServerModulesContext,
  ServerPageContext,
  type ServerModules,
} from '@harmoni/shared';
import { decidePage, type DecidedPage } from '@harmoni/shared/pageFacts';
import { serverContent, type ServerRead } from '@harmoni/shared/serverRender';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Site } from '../app/App';

export { sharedModules } from './sharedModules';

export interface ShellViewOptions {
  /** exposed modules the server loaded for this page, by id ('lessons/LessonPage') */
  views?: ReadonlyMap<string, unknown>;
  /** reads a content file; without it every file is unreadable (the parts load in the browser) */
  readContent?: (url: string) => Promise<ServerRead>;
  /** the site's public origin (SITE_URL), for the page's canonical address */
  siteUrl?: string;
}

export interface ShellViewResult {
  html: string;
  /** the modules drawn into the HTML, for the browser to hydrate (see RemoteRegion) */
  views: string[];
  /** the text of every content file the drawn parts read, by URL, for the browser's first render */
  content: Record<string, string>;
  /** content files their remote answered as missing */
  missing: string[];
  /** the page's status and head, as its parts stated them during this render */
  page: DecidedPage;
}

const unreadable = (): Promise<ServerRead> => Promise.resolve({ status: 'unreadable' });

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * A page as HTML, for the server to send before any script runs: the shell's header, footer and
 * home page, and the page's remote part when the server could load that remote's view. One
 * render (React's prerender) waits for every content file the parts read, so the page, its
 * status and its head all come from it: each part states its head and whether it exists as it
 * renders (ServerPageContext). Whatever could not be read draws as loading, as the browser's
 * first render does, so the page hydrates without a mismatch.
 */
export async function renderShellView(
  url: string,
  { views = new Map(), readContent = unreadable, siteUrl = '' }: ShellViewOptions = {},
): Promise<ShellViewResult> {
  const content = serverContent(readContent);
  const serverModules: ServerModules = { modules: views, drawn: new Set() };
  const path = new URL(url, 'http://localhost').pathname;
  const page = serverPage({ siteUrl, path });
  const { prelude } = await prerenderToNodeStream(
    <ServerPageContext value={page.context}>
      <ServerModulesContext value={serverModules}>
        <ServerContentContext value={content.context}>
          <StaticRouter location={url}>
            <Site />
          </StaticRouter>
        </ServerContentContext>
      </ServerModulesContext>
    </ServerPageContext>,
    // Every boundary in place, as one document: outlined ones would need React's inline
    // scripts to swap them in, which the page's policy (and a browser without scripts) refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  return {
    html,
    views: [...serverModules.drawn],
    ...content.carried(),
    page: decidePage(url, page.facts()),
  };
}
