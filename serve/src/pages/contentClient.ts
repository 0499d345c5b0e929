import { LRUCache } from 'lru-cache';

/**
 * The shell's server reads the remotes' content files over HTTP, as a browser would, so a
 * remote team publishes a new article, album or concert without touching the shell. Each file
 * is kept for a short time: a new one shows up within `ttlMs`, without a restart.
 */
export type ContentResult<T> =
  | { status: 'ok'; value: T }
  /** the remote answered 404: the thing does not exist */
  | { status: 'missing' }
  /** down, slow, or not what its parser expects: we cannot tell what the page is */
  | { status: 'unavailable' };

export type ContentParse<T> = (raw: unknown) => T;

export interface ContentClient {
  read<T>(url: string, parse: ContentParse<T>): Promise<ContentResult<T>>;
}

export interface ContentClientOptions {
  /** how long a file that was read is kept; 60 s unless given */
  ttlMs?: number;
  /** how long a failure is kept before the remote is asked again; 5 s unless given */
  failureTtlMs?: number;
  /** how long a remote may take to answer; 3 s unless given */
  timeoutMs?: number;
  now?: () => number;
  /** told once when a file becomes unreadable (not again until it has been read once more) */
  warn: (message: string) => void;
  /** how many files are kept at most; paths come from visitors' URLs, so the cache is bounded */
  maxEntries?: number;
}

interface Entry {
  expires: number;
  result: Promise<ContentResult<unknown>>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createContentClient(options: ContentClientOptions): ContentClient {
  const { ttlMs = 60_000, failureTtlMs = 5_000, timeoutMs = 3_000, now = Date.now, warn } = options;
  const max = options.maxEntries ?? 1_000;
  const entries = new LRUCache<string, Entry>({ max });
  // which files were last found unreadable: their warning is given once
  const failing = new LRUCache<string, true>({ max });

  async function load<T>(url: string, parse: ContentParse<T>): Promise<ContentResult<T>> {
    try {
      // a redirect is not followed (it could lead to a local address): it answers 'HTTP 30x'
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        failing.delete(url);
        return { status: 'missing' };
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const value = parse(JSON.parse(await response.text()) as unknown);
      failing.delete(url);
      return { status: 'ok', value };
    } catch (error) {
      if (!failing.has(url)) {
        failing.set(url, true);
        warn(`Could not read ${url}: ${reasonOf(error)}`);
      }
      return { status: 'unavailable' };
    }
  }

  return {
    read<T>(url: string, parse: ContentParse<T>): Promise<ContentResult<T>> {
      const cached = entries.get(url);
      if (cached && cached.expires > now()) return cached.result as Promise<ContentResult<T>>;
      const entry: Entry = { expires: Number.POSITIVE_INFINITY, result: load(url, parse) };
      // Concurrent requests share one fetch; the clock starts once it has answered.
      entries.set(url, entry);
      void entry.result.then((result) => {
        entry.expires = now() + (result.status === 'unavailable' ? failureTtlMs : ttlMs);
      });
      return entry.result as Promise<ContentResult<T>>;
    },
  };
}
