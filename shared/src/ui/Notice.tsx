import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export interface NoticeProps {
  title: string;
  children?: ReactNode;
  /** shown as a Retry button when given */
  onRetry?: () => void;
}

/** A friendly message in place of a part of the page that could not be shown. */
export function Notice({ title, children, onRetry }: NoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
