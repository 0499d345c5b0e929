import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './BackLink.module.css';

/** The way back to the list a gallery page belongs to, above the page's own heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className={styles.back}>
      <Link to={to}>
        <span aria-hidden="true">←</span>
        {children}
      </Link>
    </p>
  );
}
