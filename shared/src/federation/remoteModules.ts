import { startTransition, use, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { asError } from '../content/asError';
import { serverRenderedModules, wasServerRendered } from '../content/serverRender';
import { ServerModulesContext, type ServerModules } from './serverModules';

/** Loads an exposed module ('lessons/lessonService') through the page's federation runtime. */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

let loader: RemoteModuleLoader | undefined;

/**
 * Modules that have arrived, by id: a part mounted later starts out ready instead of showing
 * its loading state for a frame (which would make the page jump, a layout shift).
 */
const arrived = new Map<string, unknown>();

/**
 * The shell (or a remote running standalone) hands its loader over at start, so any part of
 * the site can use another remote's service through the one runtime that knows every remote.
 */
export function provideRemoteLoader(remoteLoader: RemoteModuleLoader): void {
  loader = remoteLoader;
  arrived.clear();
  hydrationLoads.clear();
  settled.clear();
  awaitedWithUse.clear();
}

export function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) {
    return Promise.reject(new Error(`Cannot load "${id}": no federation runtime was provided`));
  }
  return loader(id).then((module) => {
    arrived.set(id, module);
    return module as T;
  });
}

/** Arrivals re-render through each hook's own state; the store only tells hydration apart. */
const noSubscription = () => () => undefined;
const never = () => false;
const always = () => true;

export type RemoteModuleState<T> =
  { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: Error };

/**
 * One load per module for React's `use`, which needs the same (cached) promise every time; and,
 * once it has settled, what it settled to, kept here. A part that reads a settled load takes it
 * from `settled` at once and never suspends (a part that suspends while hydrating is rendered
 * twice); only a load still on its way goes through `use`. Once `use` has been called for a
 * module, its parts keep calling it with the same promise (which then returns at once): React
 * requires that of a component that suspended there, even when a mismatch makes React draw the
 * part afresh.
 */
const hydrationLoads = new Map<string, Promise<RemoteModuleState<unknown>>>();
const settled = new Map<string, RemoteModuleState<unknown>>();
const awaitedWithUse = new Set<string>();

/** What a module's load settled to, once it has: shown as it is (an error too, not retried). */
function hydrationResult<T>(id: string): RemoteModuleState<T> | undefined {
  return settled.get(id) as RemoteModuleState<T> | undefined;
}

function hydrationLoad<T>(id: string): Promise<RemoteModuleState<T>> {
  let load = hydrationLoads.get(id);
  if (!load) {
    const started = loadRemoteModule(id).then(
      (module): RemoteModuleState<unknown> => ({ status: 'ready', module }),
      (error: unknown): RemoteModuleState<unknown> => ({ status: 'error', error: asError(error) }),
    );
    void started.then((result) => {
      // A Retry may have forgotten this load meanwhile: then its result is not kept.
      if (hydrationLoads.get(id) === started) settled.set(id, result);
    });
    hydrationLoads.set(id, started);
    load = started;
  }
  return load as Promise<RemoteModuleState<T>>;
}

/**
 * Loads the modules the server drew into this page, and settles once every one has arrived or
 * failed. Hydrating after that, no part waits for its module: React takes the whole page over
 * in one pass. They load one after another, in the page's order (its own module, then the
 * services it uses), as they would while hydrating: remotes that start at once each take their
 * own copy of a package they share (zod) instead of the one the first remote brought.
 * `awaited` picks the ones worth holding hydration for; the others hydrate as their code
 * arrives, React keeping their server HTML on screen meanwhile.
 */
export async function loadServerDrawnModules(
  awaited: (id: string) => boolean = () => true,
): Promise<void> {
  for (const id of serverRenderedModules().filter(awaited)) await hydrationLoad(id);
}

/** For a Retry: the next part that uses this module loads it anew. */
export function forgetRemoteModule(id: string): void {
  hydrationLoads.delete(id);
  settled.delete(id);
  awaitedWithUse.delete(id);
}

/** On the server: the module if the server loaded it and the part wants it now. */
function drawnOnServer<T>(
  server: ServerModules,
  id: string,
  wanted: boolean,
): RemoteModuleState<T> {
  const module = wanted ? server.modules.get(id) : undefined;
  if (module === undefined) return { status: 'loading' };
  server.drawn.add(id);
  return { status: 'ready', module: module as T };
}

/**
 * Loads a module once per mount; to try again after an error, mount it again. A module that
 * has already arrived is ready at once; the load still runs, so a refreshed remote's module
 * replaces it. Until `wanted` (say, the visitor reaches for the menu it feeds) nothing is
 * fetched, and the state is 'loading' unless the module has already arrived.
 *
 * On the server it is ready if the server loaded the module (and the part wants it), and the
 * page then says so. While the browser hydrates such a part, the hook suspends until the module
 * is here, so React keeps the server's HTML on screen instead of drawing the loading state over
 * it. A module the server did not draw hydrates as loading, as the server drew it, and is ready
 * right after.
 */
export function useRemoteModule<T>(id: string, wanted = true): RemoteModuleState<T> {
  const server = useContext(ServerModulesContext);
  const [state, setState] = useState<{ id: string; result: RemoteModuleState<T> }>();
  const hasArrived = useSyncExternalStore(noSubscription, () => arrived.has(id), never);
  const hydrating = useSyncExternalStore(noSubscription, never, always);

  useEffect(() => {
    if (!wanted || hydrationResult(id)?.status === 'error') return;
    let current = true;
    // A transition: the module's part of the page renders in slices (see renderApp).
    const settle = (result: RemoteModuleState<T>) => {
      if (current) startTransition(() => setState({ id, result }));
    };
    loadRemoteModule<T>(id).then(
      (module) => settle({ status: 'ready', module }),
      (error: unknown) => settle({ status: 'error', error: asError(error) }),
    );
    return () => {
      current = false;
    };
  }, [id, wanted]);

  if (server) return drawnOnServer<T>(server, id, wanted);
  // A part the server drew waits for its module while hydrating: `use` suspends on the load
  // (`use` may be called conditionally). Once that load has settled, every render reads its
  // result at once: the module, or the error of its load until a Retry forgets it. A part
  // mounted while it is still on its way draws as loading, never suspends.
  if (wanted) {
    const result = hydrationResult<T>(id);
    if (result && !awaitedWithUse.has(id)) return result;
    if (result || (hydrating && wasServerRendered(id))) {
      awaitedWithUse.add(id);
      return use(hydrationLoad<T>(id));
    }
  }
  if (state?.id === id) return state.result;
  // Only modules this id resolved to are stored under it.
  if (hasArrived) return { status: 'ready', module: arrived.get(id) as T };
  return { status: 'loading' };
}
