import { LRUCache } from 'lru-cache';
import type { ServerRead } from '@harmoni/shared/serverRender';

/**
 * Files the shell's server reads as text from the remotes while it draws a page (content files,
 * style sheets): reads of one file at the same moment share one fetch. A file its remote answers
 * 404 or 410 for is missing; one that cannot be read otherwise is unreadable, reported once until
 * it has been read again. Nothing is kept: callers that may keep a file do so themselves.
 * Redirects are not followed: callers decide which URLs may be read (registry/releaseReads.ts),
 * and a redirect would take the server somewhere else (a local address, another remote).
 */
export function textReader(options: {
  /** how long a remote may take to answer; 3 s unless given */
  timeoutMs?: number;
  /** told once when a file becomes unreadable */
  warn: (url: string, reason: string) => void;
}): (url: string) => Promise<ServerRead> {
  const { timeoutMs = 3_000, warn } = options;
  const inFlight = new Map<string, Promise<ServerRead>>();
  // URLs come from visitors' paths (an album folder): the set of failing ones is bounded
  const failing = new LRUCache<string, true>({ max: 1_000 });

  async function read(url: string): Promise<ServerRead> {
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const to = response.headers.get('location');
        throw new Error(
          `HTTP ${response.status}, a redirect${to ? ` to ${to}` : ''}, which the server does not follow`,
        );
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        failing.delete(url);
        return { status: 'missing' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const text = await response.text();
      failing.delete(url);
      return { status: 'read', text };
    } catch (error) {
      if (!failing.has(url)) {
        failing.set(url, true);
        warn(url, String(error));
      }
      return { status: 'unreadable' };
    }
  }

  return (url) => {
    let reading = inFlight.get(url);
    if (!reading) {
      reading = read(url).finally(() => inFlight.delete(url));
      inFlight.set(url, reading);
    }
    return reading;
  };
}
