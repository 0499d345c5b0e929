import type { ReactNode } from 'react';
import { arrivedWrong, ContentError } from '../content/fetchContent';
import { Notice } from './Notice';
import { usePreviewing } from './usePreviewing';
import styles from './ContentFailure.module.css';

/** The file as its author knows it ('assets/docs/event.txt'), wherever the remote is served. */
export function contentFileName(url: string): string {
  const at = url.indexOf('/assets/');
  return at === -1 ? url : url.slice(at + 1);
}

/**
 * For the team previewing a release, and only in a preview: which content file this page could
 * not use, and each entry and field that is wrong. Visitors never see it.
 */
export function ContentProblemNotice({ error }: { error: Error }) {
  const previewing = usePreviewing();
  if (!previewing) return null;
  const file = error instanceof ContentError ? contentFileName(error.url) : 'A content file';
  const problems = error instanceof ContentError ? error.problems : [error.message];
  return (
    <aside className={styles.problem} aria-label="Content problem (preview only)">
      <p className={styles.problemTitle}>
        Preview only: {file}{' '}
        {error instanceof ContentError && error.kind === 'missing'
          ? 'is missing'
          : 'cannot be used by this page'}
      </p>
      <ul className={styles.problemList}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        Visitors get this page&apos;s fallback. <code>npm run content:check</code> in the
        remote&apos;s workspace lists every problem.
      </p>
    </aside>
  );
}

export interface ContentFailureProps {
  error: Error;
  /** 'Sorry, our events could not be loaded.' */
  title: string;
  /** fetches the file again (a file being redeployed may be back in a moment) */
  onRetry?: () => void;
  /** what the visitor reads when the file could not be reached */
  unreachable?: ReactNode;
  /** said after that (or after the calm word) either way: 'You can also reach us at …' */
  children?: ReactNode;
}

/**
 * A part of the page whose content file could not be shown, with Retry. A file that could not
 * be reached asks the visitor to check their connection; one that arrived malformed (or that
 * its remote does not have) is the team's to put right, so the visitor reads a calm word, and
 * a preview names the file and the field.
 */
export function ContentFailure({
  error,
  title,
  onRetry,
  unreachable = 'Please check your connection and try again.',
  children,
}: ContentFailureProps) {
  if (!arrivedWrong(error)) {
    return (
      <Notice title={title} onRetry={onRetry}>
        {unreachable} {children}
      </Notice>
    );
  }
  return (
    <>
      <Notice title={title} onRetry={onRetry}>
        This part of the site is being updated. Please come back a little later. {children}
      </Notice>
      <ContentProblemNotice error={error} />
    </>
  );
}
