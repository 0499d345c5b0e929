import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { matchSiteRoute } from '@harmoni/shared/routes';
import { FocusOnNavigation } from '../focus/FocusOnNavigation';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { markMainTakenOver } from '../federation/MainTakenOver';
import { isStaticHeaderPath } from '../header/headerStyle';
import { dismissPageLoader } from '../loader/pageLoader';
import { ScrollToTop } from '../scroll/ScrollToTop';
import styles from './Layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  const staticHeader = isStaticHeaderPath(pathname);
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    dismissPageLoader();
  }, []);
  // A shell page (home, not found) is React's with the layout; a route's remote says so itself.
  const shellPage = matchSiteRoute(pathname)?.kind !== 'remote';
  useEffect(() => {
    if (shellPage) markMainTakenOver();
  }, [shellPage, pathname]);

  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <ScrollToTop />
      <FocusOnNavigation target={main} />
      <Header staticStyle={staticHeader} />
      <main
        ref={main}
        id="main-content"
        tabIndex={-1}
        className={`${styles.main} ${staticHeader ? styles.belowStaticHeader : ''}`}
      >
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
