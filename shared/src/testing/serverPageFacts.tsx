import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// react-router itself: the shared copy of react-router-dom carries only what the site uses
import { MemoryRouter, Route, Routes } from 'react-router';
import { serverContent, ServerContentContext, type ServerRead } from '../content/serverRender';
import { decidePage, type DecidedPage } from '../pageFacts/pageFacts';
import { serverPage, ServerPageContext } from '../pageFacts/serverPage';

/**
 * For tests: a remote's page rendered as the shell's server renders it (one prerender that
 * waits for its content), and what the server would answer from what the page stated.
 */
export async function serverPageFacts(
  page: ReactNode,
  { url, route, read }: { url: string; route: string; read: (url: string) => Promise<ServerRead> },
): Promise<{ html: string; page: DecidedPage }> {
  const content = serverContent(read);
  const path = new URL(url, 'http://localhost').pathname;
  const facts = serverPage({ siteUrl: 'https://harmoni.example', path });
  const { prelude } = await prerenderToNodeStream(
    <ServerPageContext value={facts.context}>
      <ServerContentContext value={content.context}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </ServerContentContext>
    </ServerPageContext>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, page: decidePage(url, facts.facts()) };
}
