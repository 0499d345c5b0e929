import type { ReactNode } from 'react';
import {
  serverPage,
  ServerContentContext,
  ServerModulesContext,
  ServerPageContext,
  type ServerModules,
} from '@harmoni/shared';
import type { PageFacts } from '@harmoni/shared/pageFacts';
import { serverContent, type ServerRead } from '@harmoni/shared/serverRender';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

export interface ServerDrawing {
  /** the page's URL (path and query) */
  url: string;
  /** the site's public origin (SITE_URL) */
  siteUrl: string;
  /** exposed modules the parts may draw, by id */
  modules: ReadonlyMap<string, unknown>;
  /** regions drawn apart: a slot marks their place (RemoteRegion) */
  slots?: readonly string[];
  /** reads a content file for the render */
  read: (url: string) => Promise<ServerRead>;
}

export interface ServerDrawn {
  html: string;
  /** what the parts stated about the page while they rendered */
  facts: PageFacts;
  /** the modules drawn into the HTML: the browser waits for those while it hydrates */
  views: string[];
  /** the content files read, as the browser's first render needs them */
  content: Record<string, string>;
  missing: string[];
}

/**
 * Draws a tree as the shell's server does, the whole page and a region drawn apart alike: under
 * the router at the page's URL, collecting what the parts state about the page, with the
 * modules the server loaded and the content it reads. One prerender waits for every file the
 * parts read, with every boundary in place: outlined ones would need React's inline scripts to
 * swap them in, which the page's policy (and a browser without scripts) refuses.
 */
export async function drawOnServer(tree: ReactNode, drawing: ServerDrawing): Promise<ServerDrawn> {
  const { url, siteUrl, modules, slots = [] } = drawing;
  const content = serverContent(drawing.read);
  const serverModules: ServerModules = { modules, drawn: new Set(), slots: new Set(slots) };
  const page = serverPage({ siteUrl, path: new URL(url, 'http://localhost').pathname });
  const { prelude } = await prerenderToNodeStream(
    <ServerPageContext value={page.context}>
      <ServerModulesContext value={serverModules}>
        <ServerContentContext value={content.context}>
          <StaticRouter location={url}>{tree}</StaticRouter>
        </ServerContentContext>
      </ServerModulesContext>
    </ServerPageContext>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, facts: page.facts(), views: [...serverModules.drawn], ...content.carried() };
}
