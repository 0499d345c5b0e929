import { useEffect, useState } from 'react';

/** Loads an exposed module ('lessons/lessonService') through the page's federation runtime. */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

let loader: RemoteModuleLoader | undefined;

/**
 * The shell (or a remote running standalone) hands its loader over at start, so any part of
 * the site can use another remote's service through the one runtime that knows every remote.
 */
export function provideRemoteLoader(remoteLoader: RemoteModuleLoader): void {
  loader = remoteLoader;
}

export function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) {
    return Promise.reject(new Error(`Cannot load "${id}": no federation runtime was provided`));
  }
  return loader(id) as Promise<T>;
}

export type RemoteModuleState<T> =
  { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: Error };

/** Loads a module once per mount; to try again after an error, mount it again. */
export function useRemoteModule<T>(id: string): RemoteModuleState<T> {
  const [state, setState] = useState<{ id: string; result: RemoteModuleState<T> }>();

  useEffect(() => {
    let current = true;
    loadRemoteModule<T>(id).then(
      (module) => current && setState({ id, result: { status: 'ready', module } }),
      (error: unknown) =>
        current &&
        setState({
          id,
          result: {
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  return state?.id === id ? state.result : { status: 'loading' };
}
