import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RemoteRelease } from '../registry/remoteRegistry';
import { localRelease, unobserved, type RenderObserver } from './renderObservation';
import type { VerifiedView } from './renderPool';

export interface VerifiedViewsOptions {
  /** how long the remote may take to send its view; 1 s unless given */
  timeoutMs?: number;
  /** how long a view that hung or crashed a render is left out; 30 s unless given */
  benchMs?: number;
  now?: () => number;
  warn: (message: string) => void;
  /** told each time a view is not run: refused, benched or unreadable */
  observe?: RenderObserver;
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
  const observe = options.observe ?? unobserved;
  const kept = new LRUCache<string, string>({ max: 32 });
  const benched = new LRUCache<string, { until: number; why: string }>({ max: 64 });
  const refused = new LRUCache<string, true>({ max: 64 });
  // views that could not be read: each is reported once until it has been read again
  const unreadable = new LRUCache<string, true>({ max: 64 });

  async function fetchVerified(name: string, release: string, url: string, integrity: string) {
    const notRun = (event: 'refused' | 'unreadable', reason: string) =>
      observe({ kind: 'view', part: name, release, event, reason });
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!matchesIntegrity(bytes, integrity)) {
        notRun('refused', "its bytes do not match the registry's digest");
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
      notRun('unreadable', String(error));
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
      const id = release.id ?? localRelease;
      const bench = benched.get(integrity);
      if (bench && bench.until > now()) {
        observe({ kind: 'view', part: name, release: id, event: 'benched', reason: bench.why });
        return undefined;
      }
      const url = new URL(file, release.url);
      // the view comes from the release's own origin, nowhere else
      if (url.origin !== new URL(release.url).origin) {
        const reason = 'served from another origin than its release';
        observe({ kind: 'view', part: name, release: id, event: 'refused', reason });
        return undefined;
      }
      let code = kept.get(integrity);
      if (code === undefined) {
        code = await fetchVerified(name, id, url.href, integrity);
        if (code === undefined) return undefined;
        kept.set(integrity, code);
      }
      return { name, integrity, code, publicPath: release.url, release: id };
    },
    /** Leaves a view out for a while after it hung or crashed a render. */
    bench(view: VerifiedView, why: string): void {
      benched.set(view.integrity, { until: now() + benchMs, why });
      warn(
        `The server view of ${view.name} ${why}; the browser draws that part for ${benchMs / 1000} s`,
      );
    },
  };
}

export type VerifiedViews = ReturnType<typeof verifiedViews>;
