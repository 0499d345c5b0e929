import { useParams } from 'react-router-dom';
import {
  GetStartedLink,
  NotFoundRedirect,
  Spinner,
  useContent,
  useDocumentMeta,
  usePagePictures,
  usePageStatus,
} from '@harmoni/shared';
import { albumHead } from '@harmoni/shared/pageHead';
import { longDate } from '@harmoni/shared/dateText';
import { isAlbumFolder } from './albumFiles';
import { albumInfoResource, photoUrl } from './albumResources';
import { AlbumPhotos } from './AlbumPhotos';
import { BackLink } from '../ui/BackLink';
import pageStyles from '../ui/GalleryPage.module.css';
import styles from './AlbumPage.module.css';

function Album({ folder }: { folder: string }) {
  const info = useContent(albumInfoResource(folder));
  const album = info.status === 'ready' ? info.data : undefined;
  useDocumentMeta(albumHead(album, folder));
  usePageStatus(album ? 'found' : 'unconfirmed');
  usePagePictures({
    // the grid's first thumbnail, the largest thing on the album's first screen
    main:
      album && album.total > 0
        ? { href: photoUrl(folder, 1, 'thumbnail', 'webp'), type: 'image/webp' }
        : undefined,
    preview: album && photoUrl(folder, album.cover, 'full', 'jpg'),
  });

  // An album whose info is missing or broken does not exist as far as visitors can tell
  // (SPEC section 8: home); a preview shows its team what is wrong with it instead.
  if (info.status === 'error') return <NotFoundRedirect to="/" problem={info.error} />;

  return (
    <div className={`page-container ${pageStyles.page}`}>
      <BackLink to="/gallery/photo">Back to Gallery</BackLink>
      {album ? (
        <>
          <header className={styles.header}>
            <h1 className={styles.name}>{album.name}</h1>
            <p className={styles.date}>
              <time dateTime={album.date}>{longDate(album.date)}</time> · {album.total}{' '}
              {album.total === 1 ? 'photo' : 'photos'}
            </p>
          </header>
          <AlbumPhotos folder={folder} album={album} />
          <p className={pageStyles.action}>
            <GetStartedLink />
          </p>
        </>
      ) : (
        <Spinner label="Loading the album" />
      )}
    </div>
  );
}

/** /gallery/photo/{folder} and /gallery/{folder}: one album's photos and the photo viewer. */
export default function AlbumPage() {
  const { folder = '' } = useParams();
  // A folder that cannot exist is not fetched at all.
  if (!isAlbumFolder(folder)) return <NotFoundRedirect to="/" />;
  return <Album key={folder} folder={folder} />;
}
