import {
  forgetContent,
  GetStartedLink,
  Notice,
  site,
  Spinner,
  useContent,
  useDocumentMeta,
} from '@harmoni/shared';
import { routeHead } from '@harmoni/shared/pageHead';
import { JoinUsLink } from '../ui/JoinUsLink';
import { AlbumCard } from './AlbumCard';
import { albumIndexResource } from './albumResources';
import pageStyles from '../ui/GalleryPage.module.css';
import styles from './AlbumListPage.module.css';

/** Cards in the first row load at once; the rest when scrolled to. */
const eagerCards = 3;

/** /gallery/photo: every album, newest first as the index lists them. */
export default function AlbumListPage() {
  useDocumentMeta(routeHead('gallery/photo'));
  const index = useContent(albumIndexResource);

  return (
    <div className={`page-container ${pageStyles.page}`}>
      <header className={pageStyles.intro}>
        <h1>Photo Gallery</h1>
        <p>
          Concerts, recitals and workshops at {site.brand}: our students on stage, in rehearsal and
          in the studio. Every one of them started with a first lesson.
        </p>
        <JoinUsLink />
      </header>
      {index.status === 'loading' ? <Spinner label="Loading albums" /> : null}
      {index.status === 'error' ? (
        <Notice
          title="Sorry, the photo albums could not be loaded."
          onRetry={() => forgetContent(albumIndexResource.url)}
        >
          Please check your connection and try again.
        </Notice>
      ) : null}
      {index.status === 'ready' && index.data.length === 0 ? (
        <p className={pageStyles.empty}>New albums are on their way. Please check back soon.</p>
      ) : null}
      {index.status === 'ready' && index.data.length > 0 ? (
        <ul className={styles.grid} aria-label="Photo albums">
          {index.data.map((folder, position) => (
            <AlbumCard
              key={folder}
              folder={folder}
              eager={position < eagerCards}
              first={position === 0}
            />
          ))}
        </ul>
      ) : null}
      {/* Not while loading: the albums arriving above it would push it down (a layout shift). */}
      {index.status === 'loading' ? null : (
        <p className={pageStyles.action}>
          <GetStartedLink />
        </p>
      )}
    </div>
  );
}
