import { useSyncExternalStore } from 'react';
import { isScrolledPast } from './headerStyle';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the page is scrolled past the header threshold. */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY),
    () => false,
  );
}
