import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page. The first page stays where the browser put
 * it: the visitor may have scrolled the server's page while its code arrived, or reloaded it
 * further down.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shownPage = useRef<string | undefined>(undefined);
  useEffect(() => {
    const page = `${pathname}${search}`;
    if (shownPage.current !== undefined && shownPage.current !== page) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    shownPage.current = page;
  }, [pathname, search]);
  return null;
}
