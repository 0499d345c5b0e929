import type { ReactNode } from 'react';
import {
  ContentFailure,
  emailLink,
  forgetContent,
  GetStartedLink,
  site,
  Spinner,
  useContentStore,
  type ContentState,
} from '@harmoni/shared';
import styles from './Page.module.css';

export interface ContentPageProps<T> {
  content: ContentState<T>;
  /** the content files behind the page: Retry fetches the ones that failed again */
  urls: readonly string[];
  /** what is loading, for screen readers: 'the FAQ' */
  label: string;
  /** preselects the class on the contact page */
  instrument?: string;
  children: (data: T) => ReactNode;
}

function retryFailed(urls: readonly string[]): void {
  const { entries } = useContentStore.getState();
  for (const url of urls) if (entries[url]?.status === 'error') forgetContent(url);
}

/**
 * A page drawn from content files: a spinner while they load, a notice if they cannot be
 * shown (with Retry when they could not be reached), the page once they are, and the Get
 * Started button every page has.
 */
export function ContentPage<T>({
  content,
  urls,
  label,
  instrument,
  children,
}: ContentPageProps<T>) {
  return (
    <div className={`page-container ${styles.page}`}>
      {content.status === 'loading' ? <Spinner label={`Loading ${label}`} /> : null}
      {content.status === 'error' ? (
        <ContentFailure
          error={content.error}
          title="Sorry, this page could not be loaded."
          onRetry={() => retryFailed(urls)}
        >
          You can also reach us at <a href={emailLink()}>{site.email}</a>.
        </ContentFailure>
      ) : null}
      {content.status === 'ready' ? children(content.data) : null}
      {content.status === 'loading' ? null : (
        <p className={styles.action}>
          <GetStartedLink instrument={instrument} />
        </p>
      )}
    </div>
  );
}
