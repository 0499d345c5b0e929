import { existsSync, realpathSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { shellViewFile } from '@harmoni/shared/shellView';
import { registryOrigins, registryReader, type RemoteRegistry } from '../registry/remoteRegistry';
import { registryFileFor } from '../registry/registryFile';
import { textReader } from '../pages/textReader';
import { pageRenderer, type PageRenderer } from './pageRenderer';
import { createRenderPool } from './renderPool';
import { verifiedViews } from './verifiedViews';

type Env = Record<string, string | undefined>;

function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

/**
 * Content files a render reads, kept for a few seconds: a worker draws one page at a time, so
 * a render waiting on the network holds its worker. A new album or article still shows within
 * seconds. Failures are not kept; the number of files kept is bounded.
 */
function keptBriefly(
  read: (url: string) => Promise<string | undefined>,
  ttlMs = 5_000,
): (url: string) => Promise<string | undefined> {
  const kept = new LRUCache<string, string>({ max: 500, ttl: ttlMs });
  return async (url) => {
    const known = kept.get(url);
    if (known !== undefined) return known;
    const text = await read(url);
    if (text !== undefined) kept.set(url, text);
    return text;
  };
}

/** A package's folder on disk, found as the server's own code finds it. */
function resolved(specifier: string): string {
  return realpathSync(createRequire(join(process.cwd(), 'index.js')).resolve(specifier));
}

export interface ShellRendering {
  renderPage: PageRenderer;
  /** the server fetches only from the registry's origins (or the single bundle's own) */
  mayFetch: (url: string) => boolean;
  /** the render workers are up (or have given up): the server is ready for visitors */
  settled(): boolean;
  close(): void;
}

/**
 * The shell's server render: sandboxed render workers (renderPool.ts) drawing pages with the
 * shell's view and the registry's verified remote views. Settings (environment):
 * RENDER_DEADLINE_MS (1000), RENDER_WORKERS (2), RENDER_WORKER_HEAP_MB (256),
 * RENDER_NETWORK_ISOLATION ('auto', or 'off'), REGISTRY_FILE (registry.json beside the build).
 * Undefined for a build without a server view: the browser then renders every page.
 */
export function shellRendering(options: {
  root: string;
  env: Env;
  /** a single-bundle build's own base URL */
  singleBundleBase?: string;
  /** releases: the registry in force, shared with the pages (read here when not given) */
  registry?: () => RemoteRegistry;
  warn: (message: string) => void;
  error: (message: string) => void;
}): ShellRendering | undefined {
  const { root, env, singleBundleBase, warn } = options;
  const shellView = join(root, shellViewFile);
  if (!existsSync(shellView)) return undefined;
  const deadlineMs = numberFrom(env, 'RENDER_DEADLINE_MS', 1_000);
  const jsdom = resolved('jsdom');
  const pool = createRenderPool({
    shellViewFile: shellView,
    workerFile: resolved('@harmoni/serve/render-worker'),
    lentFrom: jsdom.slice(0, jsdom.lastIndexOf('/node_modules/') + '/node_modules'.length),
    size: numberFrom(env, 'RENDER_WORKERS', 2),
    heapMb: numberFrom(env, 'RENDER_WORKER_HEAP_MB', 256),
    network: env.RENDER_NETWORK_ISOLATION === 'off' ? 'off' : 'auto',
    warn,
  });
  const registry = options.registry ?? registryReader(registryFileFor(root, env), warn);
  const readText = keptBriefly(
    textReader({
      timeoutMs: deadlineMs,
      warn: (url, reason) => warn(`Could not read ${url} to draw the page: ${reason}`),
    }),
  );
  const renderPage = pageRenderer({
    pool,
    views: verifiedViews({ timeoutMs: deadlineMs, warn }),
    registry,
    deadlineMs,
    readText,
    singleBundleBase,
    warn: options.error,
  });
  const mayFetch = (url: string) => {
    const origin = new URL(url).origin;
    if (singleBundleBase) return origin === new URL(singleBundleBase).origin;
    return registryOrigins(registry()).has(origin);
  };
  return { renderPage, mayFetch, settled: () => pool.settled(), close: () => pool.close() };
}
