import { setTimeout as delay } from 'node:timers/promises';
import type { RemoteRegistry, RemoteRelease } from '../registry/remoteRegistry';
import { localRelease, shellPart, unobserved, type RenderObserver } from './renderObservation';
import { createRenderPool, type RenderPool, type RenderPoolOptions } from './renderPool';
import type { ReleaseView, WorkerPart } from './renderProtocol';
import type { VerifiedViews } from './verifiedViews';

export interface RenderPoolsOptions {
  /** the shell build's server view (ssr/renderShellView.cjs) */
  shellViewFile: string;
  /** renderWorker.ts */
  workerFile: string;
  /** the node_modules folder the workers lend packages from (jsdom) */
  lentFrom: string;
  /** workers of the shell's own view */
  shellWorkers: number;
  /** workers of each live release of this remote */
  remoteWorkers: (remote: string) => number;
  heapMb: number;
  isolation: RenderPoolOptions['isolation'];
  /** pools of releases that are not live (previews) kept at most; 4 unless given */
  extraPools?: number;
  /** such a pool idle this long is closed; 60 s unless given */
  idleMs?: number;
  /** how often the registry's live releases are looked at; 1 s unless given */
  checkMs?: number;
  /** how often the live releases' hosts are asked whether they still serve the views; 2 s */
  viewCheckMs?: number;
  views: VerifiedViews;
  /** the registry in force (re-read as it changes) */
  registry: () => RemoteRegistry;
  observe?: RenderObserver;
  warn: (message: string) => void;
}

/** The workers of one remote release, bound to its verified view, digest and base URL. */
export interface ReleasePool {
  /** the remote, its release's base URL and its view's digest: never shared by two releases */
  key: string;
  part: WorkerPart;
  release: RemoteRelease;
  view: ReleaseView;
  pool: RenderPool;
}

/** How long a live release whose pool could not start waits before it is tried again. */
const RETRY_WARM_MS = 5_000;

/** A release's identity for its pool, or undefined when it has no server view. */
function releaseKey(remote: string, release: RemoteRelease | undefined): string | undefined {
  const file = release?.serverView;
  const integrity = file === undefined ? undefined : release?.integrity[file];
  return release && integrity !== undefined ? `${remote} ${release.url} ${integrity}` : undefined;
}

/**
 * The render workers of the shell's server, by part: one pool for the shell's own view, and
 * one per remote release, each bound when it starts to that release's verified view and base
 * URL, never shared by two releases (even with the same view). The live releases' pools are kept
 * warm: started when the registry names them, replaced when it changes (the new pool starts, the
 * old one finishes what it has and exits). Other releases' pools (a preview) start on demand,
 * a few at most (the least recently used goes first), and close once idle.
 */
export function createRenderPools(options: RenderPoolsOptions) {
  const { extraPools = 4, idleMs = 60_000, checkMs = 1_000, viewCheckMs = 2_000 } = options;
  const { views, warn } = options;
  const observe = options.observe ?? unobserved;
  const poolOptions = {
    shellViewFile: options.shellViewFile,
    workerFile: options.workerFile,
    lentFrom: options.lentFrom,
    heapMb: options.heapMb,
    isolation: options.isolation,
    observe,
    warn,
  };
  const shell = createRenderPool({
    ...poolOptions,
    part: { part: shellPart, release: localRelease },
    size: options.shellWorkers,
  });
  const live = new Map<string, ReleasePool>();
  /** not live, most recently used last */
  const extra = new Map<string, ReleasePool>();
  const starting = new Map<string, Promise<ReleasePool | undefined>>();
  let seen: RemoteRegistry | undefined;
  let liveKeys = new Set<string>();
  let closed = false;

  /** Verifies the release's view and starts its pool; undefined when its view cannot run. */
  function startPool(remote: string, release: RemoteRelease, key: string, size: number) {
    let pending = starting.get(key);
    if (!pending) {
      pending = views.of(remote, release).then((view) => {
        starting.delete(key);
        if (!view || closed) return undefined;
        const part = { part: remote, release: release.id ?? localRelease };
        const pool = createRenderPool({ ...poolOptions, part, view, size });
        const held: ReleasePool = { key, part, release, view, pool };
        if (liveKeys.has(key)) live.set(key, held);
        else keepExtra(held);
        return held;
      });
      starting.set(key, pending);
    }
    return pending;
  }

  function keepExtra(held: ReleasePool): void {
    extra.delete(held.key);
    extra.set(held.key, held);
    while (extra.size > extraPools) {
      const [oldest] = extra.values();
      if (!oldest) break;
      extra.delete(oldest.key);
      void oldest.pool.drain();
    }
  }

  /** Warms the pools of the releases the registry makes live, and retires the others'. */
  /** The live releases the registry names, by their pools' keys. */
  let wanted = new Map<string, [string, RemoteRelease]>();
  /** When each live release without a pool (its view unreadable, say) was last tried */
  const triedAt = new Map<string, number>();

  function warm(key: string, remote: string, release: RemoteRelease): void {
    triedAt.set(key, Date.now());
    void startPool(remote, release, key, options.remoteWorkers(remote));
  }

  function followRegistry(): void {
    const registry = options.registry();
    if (registry === seen) return;
    seen = registry;
    wanted = new Map();
    triedAt.clear();
    for (const [remote, entry] of Object.entries(registry.remotes)) {
      const key = releaseKey(remote, entry.live);
      if (key !== undefined && entry.live) wanted.set(key, [remote, entry.live]);
    }
    liveKeys = new Set(wanted.keys());
    for (const [key, held] of live) {
      if (wanted.has(key)) continue;
      live.delete(key);
      void held.pool.drain();
    }
    for (const [key, [remote, release]] of wanted) {
      if (live.has(key)) continue;
      const known = extra.get(key);
      if (known) {
        extra.delete(key);
        live.set(key, known);
      } else {
        warm(key, remote, release);
      }
    }
  }

  /** A live release whose pool could not start (its host down at first) is tried again. */
  function warmMissing(): void {
    for (const [key, [remote, release]] of wanted) {
      if (live.has(key) || starting.has(key)) continue;
      if (Date.now() - (triedAt.get(key) ?? 0) > RETRY_WARM_MS) warm(key, remote, release);
    }
  }

  /** Closes the pools of releases that are not live once they have been idle a while. */
  function closeIdle(): void {
    for (const [key, held] of extra) {
      const idle = held.pool.idleSince();
      if (idle !== undefined && Date.now() - idle > idleMs) {
        extra.delete(key);
        held.pool.close();
      }
    }
  }

  /**
   * Retires a live pool whose host now serves other bytes for its view than the ones it was
   * verified by: the browser refuses that release's files too, so the server stops drawing it.
   */
  let viewsCheckedAt = Date.now();
  let checkingViews = false;
  async function checkLiveViews(): Promise<void> {
    if (checkingViews || Date.now() - viewsCheckedAt < viewCheckMs) return;
    checkingViews = true;
    try {
      for (const [key, held] of live) {
        if (await views.stillServed(held.part.part, held.release)) continue;
        if (live.get(key) !== held) continue;
        live.delete(key);
        void held.pool.drain();
      }
    } finally {
      viewsCheckedAt = Date.now();
      checkingViews = false;
    }
  }

  followRegistry();
  const timer = setInterval(() => {
    try {
      followRegistry();
      warmMissing();
      closeIdle();
      void checkLiveViews();
    } catch (error) {
      warn(`The render workers could not follow the registry: ${String(error)}`);
    }
  }, checkMs);
  timer.unref();

  return {
    shell,
    /**
     * The pool of this remote release: the live one's, kept warm, or one started for it (a
     * preview), waited for at most `waitMs`; undefined when the release has no view to run
     * (none, refused, unreadable) or its view is still on its way.
     */
    async forRelease(
      remote: string,
      release: RemoteRelease | undefined,
      waitMs: number,
    ): Promise<ReleasePool | undefined> {
      const key = releaseKey(remote, release);
      if (key === undefined || !release || closed) return undefined;
      followRegistry();
      const held = live.get(key) ?? extra.get(key);
      if (held) {
        if (extra.has(key)) keepExtra(held);
        return held;
      }
      const size = liveKeys.has(key) ? options.remoteWorkers(remote) : 1;
      const giveUp = new AbortController();
      const late = delay(waitMs, undefined, { signal: giveUp.signal }).catch(() => undefined);
      const started = await Promise.race([startPool(remote, release, key, size), late]);
      giveUp.abort();
      return started;
    },
    /**
     * Whether the server is ready for visitors: the shell's workers and the live releases'
     * are up, or have given up.
     */
    settled(): boolean {
      followRegistry();
      const liveStarting = [...starting.keys()].some((key) => liveKeys.has(key));
      return (
        shell.settled() && !liveStarting && [...live.values()].every((held) => held.pool.settled())
      );
    },
    /** The pools there are now, by part: for tests and the status page. */
    releasePools(): ReleasePool[] {
      return [...live.values(), ...extra.values()];
    },
    close(): void {
      closed = true;
      clearInterval(timer);
      shell.close();
      for (const held of [...live.values(), ...extra.values()]) held.pool.close();
      live.clear();
      extra.clear();
    },
  };
}

export type RenderPools = ReturnType<typeof createRenderPools>;
