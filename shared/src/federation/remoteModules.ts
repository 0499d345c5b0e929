import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

export type RemoteModuleState<T> =
  { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: Error };

/**
 * Loads a module once per mount; to try again after an error, mount it again. A module that
 * has already arrived is ready at once; the load still runs, so a refreshed remote's module
 * replaces it. Until `wanted` (say, the visitor reaches for the menu it feeds) nothing is
 * fetched, and the state is 'loading' unless the module has already arrived.
 */
export function useRemoteModule<T>(id: string, wanted = true): RemoteModuleState<T> {
  const [state, setState] = useState<{ id: string; result: RemoteModuleState<T> }>();
  // The server never loads other remotes' modules: while hydrating its HTML, a module that has
  // already arrived still draws as loading (the server snapshot), then as ready right after.
  const hasArrived = useSyncExternalStore(
    noSubscription,
    () => arrived.has(id),
    () => false,
  );

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    // A transition: the module's part of the page renders in slices (see renderApp).
    const settle = (result: RemoteModuleState<T>) => {
      if (current) startTransition(() => setState({ id, result }));
    };
    loadRemoteModule<T>(id).then(
      (module) => settle({ status: 'ready', module }),
      (error: unknown) =>
        settle({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      current = false;
    };
  }, [id, wanted]);

  if (state?.id === id) return state.result;
  // Only modules this id resolved to are stored under it.
  return hasArrived ? { status: 'ready', module: arrived.get(id) as T } : { status: 'loading' };
}
