import { Script } from 'node:vm';
import { manifestBaseUrl } from '@harmoni/shared/remoteEntry';
import type { ContentClient } from './contentClient';
import type { KnownRemote } from '../preload/remotePreloads';

/** The remote view's manifest, as the remote's build writes it (shared/build/remoteView.ts). */
export const remoteViewManifestPath = 'ssr/remote-view.json';

interface LoadedView {
  url: string;
  /** exposed name ('./LessonPage') -> module */
  modules: Readonly<Record<string, unknown>>;
}

/**
 * What this server lends the views besides the shell's singletons (remoteViewServerModules in
 * shared/build/remoteView.ts): a DOM for libraries that need one. Loaded with the first view.
 */
export async function loadServerModules(): Promise<Record<string, unknown>> {
  const jsdom = (await import('jsdom')) as { default?: unknown };
  // as CommonJS code requires it: the package's exports object
  return { jsdom: jsdom.default ?? jsdom };
}

export interface RemoteViewsOptions {
  /** reads ssr/remote-view.json; a short-lived cache, so a release is picked up in seconds */
  manifests: ContentClient;
  /** the singletons the views borrow: the shell's server view's sharedModules */
  sharedModules: Readonly<Record<string, unknown>>;
  /** how long a remote may take to send its view; 3 s unless given */
  timeoutMs?: number;
  warn: (message: string) => void;
}

function parseViewManifest(raw: unknown): { file: string } {
  const file = (raw as { file?: unknown } | null)?.file;
  if (typeof file !== 'string' || file === '') throw new Error('it names no "file"');
  return { file };
}

/** Runs a view's CommonJS code with a require that hands out the shell's singletons only. */
export function evaluateRemoteView(
  code: string,
  url: string,
  sharedModules: Readonly<Record<string, unknown>>,
  publicPath: string,
): Record<string, unknown> {
  const module = { exports: {} as { loadRemoteViews?: unknown } };
  const requireShared = (id: string): unknown => {
    if (Object.hasOwn(sharedModules, id)) return sharedModules[id];
    throw new Error(`${url} requires "${id}", which the shell's server does not share`);
  };
  const run = new Script(`(function (exports, require, module) {${code}\n})`, {
    filename: url,
  }).runInThisContext() as (
    exports: unknown,
    require: (id: string) => unknown,
    module: unknown,
  ) => void;
  run(module.exports, requireShared, module);
  const { loadRemoteViews } = module.exports;
  if (typeof loadRemoteViews !== 'function') throw new Error(`${url} exports no loadRemoteViews`);
  const modules = (loadRemoteViews as (publicPath: string) => unknown)(publicPath);
  if (typeof modules !== 'object' || modules === null) {
    throw new Error(`${url}: loadRemoteViews returned no modules`);
  }
  return modules as Record<string, unknown>;
}

/**
 * The remotes' server views (see shared/build/remoteView.ts): each remote's exposed modules
 * built for Node, read from the remote's own origin and run inside this server with the shell's
 * React, router and shared package, so a remote's part of a page is drawn into its HTML. One
 * version per remote is kept; a release (a new file name in its manifest) replaces it.
 * A remote whose view cannot be read or run is left to the browser, as before: its part of the
 * page arrives as its loading state.
 */
export function remoteViewLoader(options: RemoteViewsOptions) {
  const { manifests, sharedModules, timeoutMs = 3_000, warn } = options;
  // by remote name: the version in use (its URL) and its modules once loaded
  const views = new Map<string, { url: string; view: Promise<LoadedView | undefined> }>();
  const failedUrls = new Set<string>();

  let lent: Promise<Record<string, unknown>> | undefined;

  async function fetchView(url: string, publicPath: string): Promise<LoadedView | undefined> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const code = await response.text();
      const lending = { ...sharedModules, ...(await (lent ??= loadServerModules())) };
      const modules = evaluateRemoteView(code, url, lending, publicPath);
      failedUrls.delete(url);
      return { url, modules };
    } catch (error) {
      if (!failedUrls.has(url)) {
        failedUrls.add(url);
        warn(`The server view ${url} did not load, the browser draws that part: ${String(error)}`);
      }
      return undefined;
    }
  }

  async function viewOf(name: string, remote: KnownRemote): Promise<LoadedView | undefined> {
    if (!remote.manifest) return undefined;
    const base = manifestBaseUrl(remote.manifest, remote.manifestUrl);
    const pointer = await manifests.read(
      new URL(remoteViewManifestPath, base).href,
      parseViewManifest,
    );
    if (pointer.status !== 'ok') return undefined;
    const url = new URL(pointer.value.file, base).href;
    let entry = views.get(name);
    if (entry?.url !== url) {
      entry = { url, view: fetchView(url, base.href) };
      views.set(name, entry);
    }
    const view = await entry.view;
    // A failed load is tried again on a later page (its warning is given once).
    if (!view && views.get(name) === entry) views.delete(name);
    return view;
  }

  /** The page's exposed modules ('lessons/LessonPage') that the remotes' views provide. */
  return async (
    moduleIds: readonly string[],
    remotes: ReadonlyMap<string, KnownRemote>,
  ): Promise<Map<string, unknown>> => {
    const found = new Map<string, unknown>();
    await Promise.all(
      moduleIds.map(async (moduleId) => {
        const [name = '', ...rest] = moduleId.split('/');
        const remote = remotes.get(name);
        if (!remote) return;
        const view = await viewOf(name, remote);
        const module = view?.modules[`./${rest.join('/')}`];
        if (module !== undefined) found.set(moduleId, module);
      }),
    );
    return found;
  };
}

export type RemoteViews = ReturnType<typeof remoteViewLoader>;
