import { existsSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { join } from 'node:path';
import { siteUrl } from '@harmoni/shared/apps';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { shellViewFile } from '@harmoni/shared/buildOutput';
import { registryReader, type RemoteRegistry } from '../registry/remoteRegistry';
import { releaseHosts } from '../registry/releaseHosts';
import { mayReadRelease } from '../registry/releaseReads';
import { registryFileFor } from '../registry/registryFile';
import { textReader } from '../pages/textReader';
import { probeIsolation } from './isolation';
import { pageRenderer, type PageRenderer } from './pageRenderer';
import { readableCopies, type ReadableCopies } from './readableCopies';
import { unobserved, type RenderObserver } from './renderObservation';
import { createRenderPools, type RenderPools } from './renderPools';
import { serverViewPolicy, type IsolationReport } from './serverViewPolicy';
import { verifiedViews } from './verifiedViews';
import { viewBench } from './viewBench';
import { renderWorkerFiles } from './workerFiles';

type Env = Record<string, string | undefined>;

function numberFrom(env: Env, name: string, fallback: number, least = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a whole number of at least ${least}, got "${raw}"`);
  }
  return value;
}

/**
 * Content files a render reads, kept for a few seconds: a worker draws one page at a time, so
 * a render waiting on the network holds its worker. A new album or article still shows within
 * seconds. Failures are not kept; the number of files kept is bounded.
 */
function keptBriefly(
  read: (url: string) => Promise<ServerRead>,
  ttlMs: number,
): (url: string) => Promise<ServerRead> {
  if (ttlMs === 0) return read;
  const kept = new LRUCache<string, ServerRead>({ max: 500, ttl: ttlMs });
  return async (url) => {
    const known = kept.get(url);
    if (known !== undefined) return known;
    const answer = await read(url);
    if (answer.status !== 'unreadable') kept.set(url, answer);
    return answer;
  };
}

export interface ShellRendering {
  renderPage: PageRenderer['renderPage'];
  /** the pages each remote publishes, for the sitemap */
  sitePages: PageRenderer['sitePages'];
  /** the registry in force: the same object until a promote or rollback changes it */
  liveRegistry: () => RemoteRegistry;
  /** the server reads a drawn part's style sheet only from that page's releases */
  mayFetch: (url: string, registry?: RemoteRegistry) => boolean;
  /** how the render workers are isolated, and which views run, for /healthz */
  isolation(): IsolationReport;
  /** the render workers are up (or have given up): the server is ready for visitors */
  settled(): boolean;
  /** the worker pools, by part (tests, and whoever reports on them) */
  pools: RenderPools;
  close(): void;
}

/** Workers of each live release of `remote`: RENDER_WORKERS_<REMOTE>, else RENDER_REMOTE_WORKERS. */
const remoteWorkers = (env: Env) => {
  const each = numberFrom(env, 'RENDER_REMOTE_WORKERS', 1);
  return (remote: string) => numberFrom(env, `RENDER_WORKERS_${remote.toUpperCase()}`, each);
};

/**
 * The shell's server render: sandboxed render workers, one pool for the shell's own view and
 * one for each remote release (renderPools.ts), drawing each page in parts that the shell
 * composes (pageRenderer.ts). Settings (environment): RENDER_DEADLINE_MS (1000), RENDER_WORKERS
 * (the shell's view, 1), RENDER_REMOTE_WORKERS (each live release, 1; RENDER_WORKERS_<REMOTE>
 * for one remote), RENDER_EXTRA_POOLS (releases that are not live, such as previews, 4),
 * RENDER_WORKER_HEAP_MB (256), CONTENT_TTL_MS (5000), RENDER_UNISOLATED_REMOTES (none),
 * REGISTRY_FILE (registry.json beside the build). Undefined for a build without a server view,
 * or when the workers' files cannot be prepared: the browser then renders every page.
 */
export function shellRendering(options: {
  root: string;
  env: Env;
  /** releases: the registry in force, shared with the pages (read here when not given) */
  registry?: () => RemoteRegistry;
  /** who watches the render (metrics, the status page); nobody unless given */
  observe?: RenderObserver;
  warn: (message: string) => void;
  error: (message: string) => void;
}): ShellRendering | undefined {
  const { root, env, warn } = options;
  const observe = options.observe ?? unobserved;
  const shellView = join(root, shellViewFile);
  if (!existsSync(shellView)) return undefined;
  const deadlineMs = numberFrom(env, 'RENDER_DEADLINE_MS', 1_000);
  const isolation = probeIsolation(env);
  const policy = serverViewPolicy(isolation, env);
  for (const notice of policy.notices) warn(notice);
  let files: ReadableCopies;
  try {
    files = readableCopies({ ...renderWorkerFiles(), shellViewFile: shellView });
  } catch (error) {
    warn(
      `The render workers' files could not be prepared, the browser draws every page: ${String(error)}`,
    );
    return undefined;
  }
  const registry =
    options.registry ??
    registryReader(registryFileFor(root, env), warn, { releaseHosts: releaseHosts(env) });
  const pools = createRenderPools({
    shellViewFile: files.shellViewFile,
    workerFile: files.script,
    lentFrom: files.lentFrom,
    shellWorkers: numberFrom(env, 'RENDER_WORKERS', 1),
    remoteWorkers: remoteWorkers(env),
    extraPools: numberFrom(env, 'RENDER_EXTRA_POOLS', 4, 0),
    heapMb: numberFrom(env, 'RENDER_WORKER_HEAP_MB', 256),
    isolation,
    // fetched as the registry names a release, mostly before any page needs it
    views: verifiedViews({ timeoutMs: Math.max(deadlineMs, 5_000), observe, warn }),
    registry,
    observe,
    warn,
  });
  const readText = keptBriefly(
    textReader({
      timeoutMs: deadlineMs,
      warn: (url, reason) => warn(`Could not read ${url} to draw the page: ${reason}`),
    }),
    numberFrom(env, 'CONTENT_TTL_MS', 5_000, 0),
  );
  const renderer = pageRenderer({
    pools,
    bench: viewBench({ deadlineMs, observe, warn: options.error }),
    siteUrl: siteUrl(env),
    registry,
    deadlineMs,
    readText,
    observe,
    mayRun: policy.mayRun,
    warn: options.error,
  });
  return {
    renderPage: renderer.renderPage,
    sitePages: renderer.sitePages,
    liveRegistry: registry,
    mayFetch: (url, given) => mayReadRelease(given ?? registry(), url),
    isolation: policy.describe,
    settled: () => pools.settled(),
    pools,
    close: () => pools.close(),
  };
}
