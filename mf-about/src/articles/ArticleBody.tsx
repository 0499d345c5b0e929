import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './ArticleBody.module.css';

/**
 * The article's sanitized HTML. A plain link inside it to a page of this site would reload
 * the whole site; it goes through the router instead, like every other link.
 */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target !== '' && link.target !== '_self') return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin) return;
      // a jump within this page is the browser's job
      if (url.pathname === here.pathname && url.search === here.search && url.hash !== '') return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, [navigate]);

  return <div ref={ref} className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
