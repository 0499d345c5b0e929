import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the server's HTML and while React takes it over, true from the first render after:
 * what the form draws for a browser without its code (a plain form post) gives way to what the
 * code does, with no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
