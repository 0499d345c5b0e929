import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styles from './ButtonLink.module.css';

export interface ButtonLinkProps {
  to: To;
  children: ReactNode;
  variant?: 'primary' | 'outline';
}

/** A link that looks like a button: navigation stays a real link for keyboards and crawlers. */
export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </Link>
  );
}
