import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RemoteRelease } from '../registry/remoteRegistry';
import { localRelease, unobserved, type RenderObserver } from './renderObservation';
import type { ReleaseView } from './renderProtocol';

export interface VerifiedViewsOptions {
  /** how long the remote may take to send its view; 1 s unless given */
  timeoutMs?: number;
  now?: () => number;
  observe?: RenderObserver;
  warn: (message: string) => void;
}

/** Does `bytes` have the digest `integrity` ('sha384-…', Subresource Integrity form)? */
export function matchesIntegrity(bytes: Buffer, integrity: string): boolean {
  const [algorithm = '', expected = ''] = integrity.split('-', 2);
  if (!['sha256', 'sha384', 'sha512'].includes(algorithm)) return false;
  return createHash(algorithm).update(bytes).digest('base64') === expected;
}

/** How long a view refused for its bytes is not fetched again for a page. */
const REFUSED_FOR_MS = 10_000;

/**
 * The remotes' server views, each run only when its bytes match the digest the registry records
 * for its release. Verified bytes are kept by their digest, so a remote that goes down keeps its
 * last good view; a mismatch is refused and reported, and that part is left to the browser.
 * Each check asks the release's host again (conditionally: an unchanged file costs a 304), so a
 * view whose host starts serving other bytes is refused within a check.
 */
export function verifiedViews(options: VerifiedViewsOptions) {
  const { timeoutMs = 1_000, warn, now = Date.now } = options;
  const observe = options.observe ?? unobserved;
  const kept = new LRUCache<string, string>({ max: 32 });
  /** what each view's URL last answered: its ETag, for the digest its bytes matched */
  const served = new LRUCache<string, { etag: string; integrity: string }>({ max: 64 });
  /** when each view (URL and digest) was last refused */
  const refused = new LRUCache<string, number>({ max: 64 });
  // views that could not be read: each is reported once until it has been read again
  const unreadable = new LRUCache<string, true>({ max: 64 });

  function refuse(name: string, release: string, url: string, integrity: string): void {
    const key = `${url} ${integrity}`;
    if (!refused.has(key)) {
      const reason = `its bytes do not match the registry's digest ${integrity}`;
      warn(`Refused the server view of ${name} (${url}): ${reason}; the browser draws that part`);
      observe({ kind: 'view', part: name, release, event: 'refused', reason });
    }
    refused.set(key, now());
  }

  /** Asks the host for the view: verified (its bytes kept), refused, or unreadable. */
  async function check(
    name: string,
    release: string,
    url: string,
    integrity: string,
  ): Promise<'verified' | 'refused' | 'unreadable'> {
    const known = served.get(url);
    const conditional = known?.integrity === integrity && kept.has(integrity);
    try {
      // a redirect is not followed: it answers 'HTTP 30x', and the view is not run
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: conditional && known ? { 'if-none-match': known.etag } : {},
      });
      if (response.status === 304 && conditional) return 'verified';
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      unreadable.delete(url);
      if (!matchesIntegrity(bytes, integrity)) {
        served.delete(url);
        refuse(name, release, url, integrity);
        return 'refused';
      }
      refused.delete(`${url} ${integrity}`);
      kept.set(integrity, bytes.toString('utf8'));
      const etag = response.headers.get('etag');
      if (etag) served.set(url, { etag, integrity });
      return 'verified';
    } catch (error) {
      if (!unreadable.has(url)) {
        unreadable.set(url, true);
        warn(
          `The server view of ${name} (${url}) could not be read, the browser draws that part: ${String(error)}`,
        );
        observe({ kind: 'view', part: name, release, event: 'unreadable', reason: String(error) });
      }
      return 'unreadable';
    }
  }

  /** The view's URL and digest in a release, if it has one it may run. */
  function located(release: RemoteRelease | undefined) {
    const file = release?.serverView;
    const integrity = file === undefined ? undefined : release?.integrity[file];
    if (!release || file === undefined || integrity === undefined) return undefined;
    const url = new URL(file, release.url);
    // the view comes from the release's own origin, nowhere else
    if (url.origin !== new URL(release.url).origin) return undefined;
    return { url: url.href, integrity, label: release.id ?? localRelease };
  }

  return {
    /**
     * A release's view of remote `name`, verified; undefined when there is none to run. A host
     * that cannot be reached leaves the last good bytes of that digest in use.
     */
    async of(name: string, release: RemoteRelease | undefined): Promise<ReleaseView | undefined> {
      const view = located(release);
      if (!release || !view) return undefined;
      const refusedAt = refused.get(`${view.url} ${view.integrity}`);
      if (refusedAt !== undefined && now() - refusedAt < REFUSED_FOR_MS) return undefined;
      const checked = await check(name, view.label, view.url, view.integrity);
      const code = checked === 'refused' ? undefined : kept.get(view.integrity);
      return code === undefined
        ? undefined
        : { name, integrity: view.integrity, code, publicPath: release.url };
    },
    /** Whether the release's host still serves the bytes its view was verified by. */
    async stillServed(name: string, release: RemoteRelease): Promise<boolean> {
      const view = located(release);
      if (!view) return false;
      return (await check(name, view.label, view.url, view.integrity)) !== 'refused';
    },
  };
}

export type VerifiedViews = ReturnType<typeof verifiedViews>;
