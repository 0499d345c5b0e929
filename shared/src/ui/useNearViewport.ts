import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const noChanges = () => () => undefined;
const lacksObserver = () => typeof IntersectionObserver === 'undefined';
// The server cannot tell either, yet renders as a browser with an observer first would.
const serverLacksObserver = () => false;

/**
 * Whether the element has come within `margin` of the viewport (an IntersectionObserver
 * rootMargin, e.g. '100% 0px': one screen's height above or below). Once near, it stays near.
 * Without IntersectionObserver the element counts as near at once, so nothing is withheld.
 */
export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const cannotTell = useSyncExternalStore(noChanges, lacksObserver, serverLacksObserver);

  useEffect(() => {
    const element = ref.current;
    if (near || cannotTell || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, cannotTell, margin]);

  return [ref, near || cannotTell];
}
