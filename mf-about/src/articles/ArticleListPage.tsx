import { headFor } from '@harmoni/shared/pageHead';
import { useContent, useDocumentMeta } from '@harmoni/shared';
import { combineContent } from '../page/combineContent';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import { ArticleCard } from './ArticleCard';
import { articleDirectory, newestFirst } from './articleDirectory';
import { articlesPage } from './articlesPage';
import styles from './Articles.module.css';

/** /about/article: every article of the directory, newest first. */
export default function ArticleListPage() {
  const page = useContent(articlesPage);
  const directory = useContent(articleDirectory);
  const text = page.status === 'ready' ? page.data : undefined;

  useDocumentMeta(headFor('about/article', text));

  return (
    <ContentPage
      content={combineContent(page, directory)}
      urls={[articlesPage.url, articleDirectory.url]}
      label="the articles"
    >
      {([{ title, intro, empty }, entries]) => (
        <>
          <PageHeader title={title} intro={intro} />
          {entries.length === 0 ? (
            <p className={styles.empty}>{empty}</p>
          ) : (
            <ul className={styles.list}>
              {newestFirst(entries).map((entry) => (
                <li key={entry.id}>
                  <ArticleCard entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ContentPage>
  );
}
