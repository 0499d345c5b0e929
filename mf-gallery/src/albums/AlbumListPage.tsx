import { GetStartedLink, site, useContent, useDocumentMeta } from '@harmoni/shared';
import { routeHead } from '@harmoni/shared/pageHead';
import { GalleryListStatus } from '../ui/GalleryListStatus';
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
      <GalleryListStatus
        list={index}
        url={albumIndexResource.url}
        loadingLabel="Loading albums"
        failedTitle="Sorry, the photo albums could not be loaded."
        emptyText="New albums are on their way. Please check back soon."
      />
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
