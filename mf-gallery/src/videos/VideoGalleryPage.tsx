import { Link } from 'react-router-dom';
import {
  displayedConcerts,
  GetStartedLink,
  site,
  useContent,
  useDocumentMeta,
} from '@harmoni/shared';
import { routeHead } from '@harmoni/shared/pageHead';
import { concertsResource } from '../concerts/concertService';
import { GalleryListStatus } from '../ui/GalleryListStatus';
import { JoinUsLink } from '../ui/JoinUsLink';
import { galleryVideosResource } from './videoResources';
import { VideoGrid } from './VideoGrid';
import pageStyles from '../ui/GalleryPage.module.css';
import styles from './VideoGalleryPage.module.css';

/** Links to each concert's own page, from the same file the header reads. */
function ConcertLinks() {
  const concerts = useContent(concertsResource);
  if (concerts.status !== 'ready') return null;
  const listed = displayedConcerts(concerts.data);
  if (listed.length === 0) return null;
  return (
    <nav className={styles.concerts} aria-labelledby="concert-links-title">
      <h2 id="concert-links-title" className={styles.concertsTitle}>
        Full concerts
      </h2>
      <ul className={styles.concertList}>
        {listed.map((concert) => (
          <li key={concert.url}>
            <Link to={`/gallery/concert/${concert.url}`}>{concert.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /gallery/video: our students' performances, as embedded videos. */
export default function VideoGalleryPage() {
  useDocumentMeta(routeHead('gallery/video'));
  const videos = useContent(galleryVideosResource);

  return (
    <div className={`page-container ${pageStyles.page}`}>
      <header className={pageStyles.intro}>
        <h1>Video Gallery</h1>
        <p>
          Performances by our students, from first recitals to year-end concerts. Press play on any
          video to watch it here.
        </p>
        <JoinUsLink />
      </header>
      <GalleryListStatus
        list={videos}
        url={galleryVideosResource.url}
        loadingLabel="Loading videos"
        failedTitle="Sorry, the videos could not be loaded."
        emptyText="New videos are on their way. Please check back soon."
      />
      {videos.status === 'ready' ? (
        <VideoGrid
          videoIds={videos.data}
          titleOf={(position) => `${site.brand} performance ${position}`}
          label="Performance videos"
        />
      ) : null}
      <ConcertLinks />
      <p className={pageStyles.action}>
        <GetStartedLink />
      </p>
    </div>
  );
}
