import { useEffect } from 'react';

/** The page behind a full-screen dialog must not scroll while it is open. */
export function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}
