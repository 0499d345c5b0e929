import { useEffect, useState } from 'react';
import { fetchText } from '@harmoni/shared';

export type ArticleBodyState =
  { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error'; error: Error };

/**
 * The HTML text of one article (not JSON, so not through the content store). Without a URL
 * (the directory is still loading) it is loading. A later URL replaces an earlier answer.
 */
export function useArticleBody(url: string | undefined): ArticleBodyState {
  const [answer, setAnswer] = useState<{ url: string; state: ArticleBodyState }>();

  useEffect(() => {
    if (url === undefined) return;
    let current = true;
    fetchText(url).then(
      (html) => {
        if (current) setAnswer({ url, state: { status: 'ready', html } });
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

  return answer !== undefined && answer.url === url ? answer.state : { status: 'loading' };
}
