import { useDocumentMeta } from '../meta/useDocumentMeta';
import { usePageStatus } from '../pageFacts/serverPage';
import { notFoundHead } from '../pageHead/pageHead';
import { ButtonLink } from './ButtonLink';
import { GetStartedLink } from './GetStartedLink';
import styles from './NotFoundPage.module.css';

/** The not-found page: the shell's catch-all, and what a remote shows for an unknown id. */
export function NotFoundPage() {
  useDocumentMeta(notFoundHead);
  usePageStatus('not-found');
  return (
    <section className={`page-container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
      <div className={styles.actions}>
        <ButtonLink to="/" variant="outline">
          Back to Home
        </ButtonLink>
        <GetStartedLink />
      </div>
    </section>
  );
}
