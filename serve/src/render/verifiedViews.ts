import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RemoteRelease } from '../registry/remoteRegistry';
import { localRelease, unobserved, type RenderObserver } from './renderObservation';
import type { ReleaseView } from './renderProtocol';

export interface VerifiedViewsOptions {
  /** how long the remote may take to send its view; 1 s unless given */
  timeoutMs?: number;
  observe?: RenderObserver;
  warn: (message: string) => void;
}

/** Does `bytes` have the digest `integrity` ('sha384-…', Subresource Integrity form)? */
export function matchesIntegrity(bytes: Buffer, integrity: string): boolean {
  const [algorithm = '', expected = ''] = integrity.split('-', 2);
  if (!['sha256', 'sha384', 'sha512'].includes(algorithm)) return false;
  return createHash(algorithm).update(bytes).digest('base64') === expected;
}

/**
 * The remotes' server views, each run only when its bytes match the digest the registry records
 * for its release. Verified bytes are kept by their digest, so a remote that goes down keeps its
 * last good view; a mismatch is refused and reported, and that part is left to the browser.
 */
export function verifiedViews(options: VerifiedViewsOptions) {
  const { timeoutMs = 1_000, warn } = options;
  const observe = options.observe ?? unobserved;
  const kept = new LRUCache<string, string>({ max: 32 });
  const refused = new LRUCache<string, true>({ max: 64 });
  // views that could not be read: each is reported once until it has been read again
  const unreadable = new LRUCache<string, true>({ max: 64 });

  async function fetchVerified(name: string, release: string, url: string, integrity: string) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!matchesIntegrity(bytes, integrity)) {
        if (!refused.has(`${url} ${integrity}`)) {
          refused.set(`${url} ${integrity}`, true);
          const reason = `its bytes do not match the registry's digest ${integrity}`;
          warn(
            `Refused the server view of ${name} (${url}): ${reason}; the browser draws that part`,
          );
          observe({ kind: 'view', part: name, release, event: 'refused', reason });
        }
        return undefined;
      }
      unreadable.delete(url);
      return bytes.toString('utf8');
    } catch (error) {
      if (!unreadable.has(url)) {
        unreadable.set(url, true);
        warn(
          `The server view of ${name} (${url}) could not be read, the browser draws that part: ${String(error)}`,
        );
        observe({ kind: 'view', part: name, release, event: 'unreadable', reason: String(error) });
      }
      return undefined;
    }
  }

  return {
    /** A release's view of remote `name`, verified; undefined when there is none to run. */
    async of(name: string, release: RemoteRelease | undefined): Promise<ReleaseView | undefined> {
      const file = release?.serverView;
      const integrity = file === undefined ? undefined : release?.integrity[file];
      if (!release || file === undefined || integrity === undefined) return undefined;
      const url = new URL(file, release.url);
      // the view comes from the release's own origin, nowhere else
      if (url.origin !== new URL(release.url).origin) return undefined;
      let code = kept.get(integrity);
      if (code === undefined) {
        code = await fetchVerified(name, release.id ?? localRelease, url.href, integrity);
        if (code === undefined) return undefined;
        kept.set(integrity, code);
      }
      return { name, integrity, code, publicPath: release.url };
    },
  };
}

export type VerifiedViews = ReturnType<typeof verifiedViews>;
