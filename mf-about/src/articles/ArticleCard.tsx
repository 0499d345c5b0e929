import { Link } from 'react-router-dom';
import { formatPublished } from './articleDate';
import { publishedDate, type ArticleEntry } from './articleDirectory';
import { articleTitle } from '@harmoni/shared/pageHead';
import styles from './Articles.module.css';

/** One article in the list: date, title, description and a Read More link to it. */
export function ArticleCard({ entry }: { entry: ArticleEntry }) {
  const title = articleTitle(entry);
  const titleId = `article-card-${entry.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <p className={styles.date}>
        <time dateTime={entry.published_at}>{formatPublished(publishedDate(entry))}</time>
      </p>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.description}>{entry.description}</p>
      <Link to={`/about/article/${entry.id}`} className={styles.readMore}>
        Read More<span className="visually-hidden"> about {title}</span>
      </Link>
    </article>
  );
}
