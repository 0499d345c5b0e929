import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After the visitor goes to another page, keyboard focus starts at that page's main content,
 * as after a full page load and the skip link: not on the menu link that led there, which the
 * closing menu hides. The first page of a visit keeps the browser's own start. The view stays
 * where ScrollToTop put it.
 */
export function FocusOnNavigation({ target }: { target: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);

  return null;
}
