import type { ServerRead } from '@harmoni/shared/serverRender';
import { isContentPath } from '../registry/releaseReads';

const unreadable: ServerRead = { status: 'unreadable' };

/**
 * What a release's worker may read: content files under that release's own base URL (its
 * `assets/`, registry/releaseReads.ts), nothing else (no
 * other release of the same remote, no other remote, no other host). Every content read of a
 * render goes through here, so what a render can reach is decided in one place; `refused` is
 * told of each read it refuses.
 */
export function releaseContentReader(
  baseUrl: string,
  readText: (url: string) => Promise<ServerRead>,
  refused: (file: string) => void = () => undefined,
): (url: string) => Promise<ServerRead> {
  const base = new URL(baseUrl);
  return async (file) => {
    let url: URL;
    try {
      // resolved, so dot segments (plain or encoded) cannot climb out of the release
      url = new URL(file);
    } catch {
      refused(file);
      return unreadable;
    }
    url.hash = '';
    const own =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === '' &&
      url.search === '' &&
      url.origin === base.origin &&
      url.pathname.startsWith(base.pathname) &&
      isContentPath(url.pathname.slice(base.pathname.length));
    if (own) return readText(url.href);
    refused(file);
    return unreadable;
  };
}
