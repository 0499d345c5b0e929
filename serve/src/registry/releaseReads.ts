import type { RemoteRegistry, RemoteRelease } from './remoteRegistry';

/**
 * What the shell's server may read for a page drawn with `registry`, the one given to that
 * request (registryForRequest.ts: the live releases, with a preview the visitor was granted in
 * its remote's place): files under one of those releases' own path, nothing else; content (a
 * remote's data files, read while its view draws) only under the release's content folder.
 * Published releases nobody was shown, other paths on the same host, and other hosts are out.
 */
const CONTENT_FOLDER = 'assets/';

/**
 * Encoded separators and dots stay in a URL's path as they are (`..%2f`), and a host that decodes
 * them would climb out of the release: refused, like credentials, queries and fragments.
 */
const ENCODED_ESCAPE = /%(?:2f|5c|2e|00)/i;

/** The live release `url` lies under, and its path in that release. */
function inRelease(
  registry: RemoteRegistry,
  url: string,
): { release: RemoteRelease; path: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return undefined;
  for (const entry of Object.values(registry.remotes)) {
    const release = entry.live;
    if (!release) continue;
    const base = new URL(release.url);
    if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) continue;
    const path = parsed.pathname.slice(base.pathname.length);
    if (ENCODED_ESCAPE.test(path)) return undefined;
    return { release, path };
  }
  return undefined;
}

/** A file of one of the page's releases (a drawn part's style sheet). */
export function mayReadRelease(registry: RemoteRegistry, url: string): boolean {
  return inRelease(registry, url) !== undefined;
}

/** Whether `path`, relative to a release's base, is one of its content files. */
export function isContentPath(path: string): boolean {
  return path.startsWith(CONTENT_FOLDER) && !ENCODED_ESCAPE.test(path);
}
