import { useContext, useEffect, useState } from 'react';
import type { ContentState } from './contentStore';
import { fetchText } from './fetchContent';
import { ServerContentContext, serverContentText } from './serverRender';

const loading = { status: 'loading' } as const;

/**
 * A content file used as text (an article's HTML), for the one part that shows it: not JSON, so
 * not through the content store. Without a URL (what names the file is still loading) it is
 * loading; a later URL replaces an earlier answer. While the server renders it comes from the
 * render's own reads, and in the browser from the copy the page carries, so a page the server
 * drew hydrates as it was drawn.
 */
export function useContentText(url: string | undefined): ContentState<string> {
  const server = useContext(ServerContentContext);
  const [answer, setAnswer] = useState<{ url: string; state: ContentState<string> }>();

  useEffect(() => {
    if (url === undefined || serverContentText(url) !== undefined) return;
    let current = true;
    fetchText(url).then(
      (data) => {
        if (current) setAnswer({ url, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (current) setAnswer({ url, state: { status: 'error', error: failure } });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (url === undefined) return loading;
  if (server) {
    const text = server.seed.get(url);
    if (text !== undefined) return { status: 'ready', data: text };
    server.wanted.add(url);
    return loading;
  }
  if (answer !== undefined && answer.url === url) return answer.state;
  const carried = serverContentText(url);
  return carried === undefined ? loading : { status: 'ready', data: carried };
}
