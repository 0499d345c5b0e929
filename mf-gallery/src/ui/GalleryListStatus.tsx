import { ContentFailure, forgetContent, Spinner, type ContentState } from '@harmoni/shared';
import pageStyles from './GalleryPage.module.css';

interface GalleryListStatusProps {
  /** the list as it stands */
  list: ContentState<readonly unknown[]>;
  /** the list's content file, read again on Retry */
  url: string;
  /** 'Loading albums' */
  loadingLabel: string;
  /** 'Sorry, the photo albums could not be loaded.' */
  failedTitle: string;
  /** what an empty list says: more are coming */
  emptyText: string;
}

/** A gallery list while it is not ready to show: loading, failed (see ContentFailure), or empty. */
export function GalleryListStatus({
  list,
  url,
  loadingLabel,
  failedTitle,
  emptyText,
}: GalleryListStatusProps) {
  if (list.status === 'loading') return <Spinner label={loadingLabel} />;
  if (list.status === 'error') {
    return (
      <ContentFailure error={list.error} title={failedTitle} onRetry={() => forgetContent(url)} />
    );
  }
  return list.data.length === 0 ? <p className={pageStyles.empty}>{emptyText}</p> : null;
}
