import { startTransition, use, useContext, useEffect, useState } from 'react';
import { asError } from './asError';
import { missingFile, type ContentState } from './contentStore';
import { fetchText } from './fetchContent';
import { ServerContentContext, serverContentText, serverFoundMissing } from './serverRender';

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
    if (url === undefined || serverContentText(url) !== undefined || serverFoundMissing(url))
      return;
    let current = true;
    // A transition: the file's part of the page is drawn in slices (see contentStore.ts).
    const settle = (state: ContentState<string>) => {
      if (current) startTransition(() => setAnswer({ url, state }));
    };
    fetchText(url).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error: asError(error) }),
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (url === undefined) return loading;
  if (server) {
    const read = use(server.read(url));
    if (read.status === 'read') return { status: 'ready', data: read.text };
    return read.status === 'missing' ? missingFile(url) : loading;
  }
  if (answer !== undefined && answer.url === url) return answer.state;
  const carried = serverContentText(url);
  if (carried !== undefined) return { status: 'ready', data: carried };
  return serverFoundMissing(url) ? missingFile(url) : loading;
}
