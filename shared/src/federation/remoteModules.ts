import { useCallback, useEffect, useState } from 'react';

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
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'error'; error: Error; retry: () => void };

export function useRemoteModule<T>(id: string): RemoteModuleState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    id: string;
    attempt: number;
    result: RemoteModuleState<T>;
  }>();
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    loadRemoteModule<T>(id).then(
      (module) => current && setState({ id, attempt, result: { status: 'ready', module } }),
      (error: unknown) =>
        current &&
        setState({
          id,
          attempt,
          result: {
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
            retry,
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt, retry]);

  return state && state.id === id && state.attempt === attempt
    ? state.result
    : { status: 'loading' };
}
