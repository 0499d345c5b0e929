import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RemoteRelease } from '../registry/remoteRegistry';
import type { VerifiedView } from './renderPool';

export interface VerifiedViewsOptions {
  /** how long the remote may take to send its view; 1 s unless given */
  timeoutMs?: number;
  /** how long a view that hung or crashed a render is left out; 30 s unless given */
  benchMs?: number;
  now?: () => number;
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
 * for the live release. A verified view is kept by its digest, so a remote that goes down keeps
 * its last good view; a mismatch is refused and reported, and that part is left to the browser.
 * A view whose render hung or crashed is benched for a while (a circuit breaker), so it costs
 * the deadline once, not on every page.
 */
export function verifiedViews(options: VerifiedViewsOptions) {
  const { timeoutMs = 1_000, benchMs = 30_000, now = Date.now, warn } = options;
  const kept = new LRUCache<string, string>({ max: 32 });
  const benchedUntil = new LRUCache<string, number>({ max: 64 });
  const refused = new LRUCache<string, true>({ max: 64 });
  // views that could not be read: each is reported once until it has been read again
  const unreadable = new LRUCache<string, true>({ max: 64 });

  async function fetchVerified(name: string, url: string, integrity: string) {
    try {
      // a redirect is not followed: it answers 'HTTP 30x', and the view is not run
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!matchesIntegrity(bytes, integrity)) {
        if (!refused.has(`${url} ${integrity}`)) {
          refused.set(`${url} ${integrity}`, true);
          warn(
            `Refused the server view of ${name} (${url}): its bytes do not match the registry's digest ${integrity}; the browser draws that part`,
          );
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
      }
      return undefined;
    }
  }

  return {
    /** The live release's view of remote `name`, verified; undefined when there is none to run. */
    async of(name: string, release: RemoteRelease | undefined): Promise<VerifiedView | undefined> {
      const file = release?.serverView;
      const integrity = file === undefined ? undefined : release?.integrity[file];
      if (!release || file === undefined || integrity === undefined) return undefined;
      if ((benchedUntil.get(integrity) ?? 0) > now()) return undefined;
      const url = new URL(file, release.url);
      // the view comes from the release's own origin, nowhere else
      if (url.origin !== new URL(release.url).origin) return undefined;
      let code = kept.get(integrity);
      if (code === undefined) {
        code = await fetchVerified(name, url.href, integrity);
        if (code === undefined) return undefined;
        kept.set(integrity, code);
      }
      return { name, integrity, code, publicPath: release.url };
    },
    /** Leaves a view out for a while after it hung or crashed a render. */
    bench(view: VerifiedView, why: string): void {
      benchedUntil.set(view.integrity, now() + benchMs);
      warn(
        `The server view of ${view.name} ${why}; the browser draws that part for ${benchMs / 1000} s`,
      );
    },
  };
}

export type VerifiedViews = ReturnType<typeof verifiedViews>;
