import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  arrivedWrong,
  ButtonLink,
  isPreviewing,
  useContent,
  useContentText,
  useDocumentMeta,
  usePageJsonLd,
  usePagePictures,
  usePageStatus,
  usePreviewing,
  type ContentState,
} from '@harmoni/shared';
import { pageUrl } from '@harmoni/shared/pageFacts';
import { aboutContent } from '../content';
import { ContentPage } from '../page/ContentPage';
import { fillSiteFacts } from '@harmoni/shared/siteFacts';
import { ArticleBody } from './ArticleBody';
import { formatPublished } from './articleDate';
import {
  articleContentUrl,
  articleDirectory,
  findArticle,
  publishedDate,
  type ArticleEntry,
} from './articleDirectory';
import {
  articleHead,
  articleInstrument,
  articleJsonLd,
  articleTitle,
  canonicalUrl,
} from '@harmoni/shared/pageHead';
import { articleLeadPicture } from './leadPicture';
import { articleListPath, useLeaveArticle } from './leaveArticle';
import { sanitizeArticle } from './sanitizeArticle';
import styles from './Articles.module.css';

interface ShownArticle {
  entry: ArticleEntry;
  html: string;
}

function Article({ entry, html }: ShownArticle) {
  return (
    <>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.articleHeader}>
          <p className={styles.date}>
            <time dateTime={entry.published_at}>{formatPublished(publishedDate(entry))}</time>
          </p>
          <h1 id="article-title" className={styles.articleTitle}>
            {articleTitle(entry)}
          </h1>
        </header>
        <ArticleBody html={html} />
      </article>
      <p className={styles.back}>
        <ButtonLink to={articleListPath} variant="outline">
          All Articles
        </ButtonLink>
      </p>
    </>
  );
}

/**
 * What the page says went wrong, if anything: a directory that could not be reached (with
 * Retry), and in a preview, content that arrived wrong. Otherwise nothing: the page leaves.
 */
function shownError(
  directory: ContentState<unknown>,
  body: ContentState<string>,
  previewing: boolean,
): Error | undefined {
  const directoryError = directory.status === 'error' ? directory.error : undefined;
  if (directoryError && !arrivedWrong(directoryError)) return directoryError;
  if (!previewing) return undefined;
  if (directoryError) return directoryError;
  return body.status === 'error' && arrivedWrong(body.error) ? body.error : undefined;
}

function ArticleView({ id }: { id: string }) {
  const directory = useContent(articleDirectory);
  const entry = directory.status === 'ready' ? findArticle(directory.data, id) : undefined;
  const notInDirectory = directory.status === 'ready' && entry === undefined;
  const body = useContentText(entry && articleContentUrl(entry));
  const leave = useLeaveArticle();
  const previewing = usePreviewing();

  useEffect(() => {
    if (notInDirectory) leave(`Article "${id}" is not in the article directory`);
  }, [notInDirectory, id, leave]);

  // A directory that arrived malformed (or is not there) cannot say whether the article
  // exists: the visitor goes back, as for a body that fails; a preview stays to show why.
  const directoryWrong =
    directory.status === 'error' && arrivedWrong(directory.error) ? directory.error : undefined;
  useEffect(() => {
    if (directoryWrong && !isPreviewing())
      leave('Error fetching the article directory', directoryWrong);
  }, [directoryWrong, leave]);

  const bodyError = body.status === 'error' ? body.error : undefined;
  useEffect(() => {
    if (bodyError && !(arrivedWrong(bodyError) && isPreviewing())) {
      leave('Error fetching article content', bodyError);
    }
  }, [bodyError, leave]);

  const rawHtml = body.status === 'ready' ? body.data : undefined;
  const html = useMemo(
    () =>
      rawHtml === undefined
        ? undefined
        : sanitizeArticle(fillSiteFacts(rawHtml), { resolveMedia: aboutContent.assetUrl }),
    [rawHtml],
  );

  useDocumentMeta(articleHead(entry));
  usePageStatus(entry ? 'found' : notInDirectory ? 'not-found' : 'unconfirmed');
  usePageJsonLd('article', (address) =>
    entry ? articleJsonLd(entry, pageUrl(address), canonicalUrl(address.siteUrl, '/')) : undefined,
  );
  usePagePictures({ main: () => (html === undefined ? undefined : articleLeadPicture(html)) });

  // While it leaves (unknown id, failed body) the page stays in its loading state: no message.
  const error = shownError(directory, body, previewing);
  const content: ContentState<ShownArticle> = error
    ? { status: 'error', error }
    : entry && html !== undefined
      ? { status: 'ready', data: { entry, html } }
      : { status: 'loading' };

  return (
    <ContentPage
      content={content}
      urls={[articleDirectory.url]}
      label="the article"
      instrument={entry && articleInstrument(entry.id)}
    >
      {(article) => <Article {...article} />}
    </ContentPage>
  );
}

/** /about/article/{article}: one article, with Get Started for the class it is about. */
export default function ArticlePage() {
  const { article = '' } = useParams();
  // a new article starts afresh: its own body, its own way out
  return <ArticleView key={article} id={article} />;
}
