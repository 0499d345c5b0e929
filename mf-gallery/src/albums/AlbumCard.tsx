import { Link } from 'react-router-dom';
import {
  ContentProblemNotice,
  Picture,
  useContent,
  usePagePictures,
  usePreviewing,
} from '@harmoni/shared';
import { longDate } from '@harmoni/shared/dateText';
import { albumInfoResource, photoUrl } from './albumResources';
import styles from './AlbumListPage.module.css';

function AlbumProblem({ error }: { error: Error }) {
  const previewing = usePreviewing();
  return previewing ? (
    <li className={styles.problem}>
      <ContentProblemNotice error={error} />
    </li>
  ) : null;
}

/** An album in the list: cover thumbnail, name and date, all one link to the album. */
export function AlbumCard({
  folder,
  eager,
  first = false,
}: {
  folder: string;
  eager: boolean;
  /** the newest album's card: its cover is the largest thing on the page's first screen */
  first?: boolean;
}) {
  const info = useContent(albumInfoResource(folder));
  const cover = info.status === 'ready' ? info.data.cover : undefined;
  usePagePictures({
    main:
      first && cover !== undefined
        ? { href: photoUrl(folder, cover, 'thumbnail', 'webp'), type: 'image/webp' }
        : undefined,
  });
  // An album whose info is broken is left out (the store logs why); the others still show. A
  // preview shows its team what is wrong with it in its place.
  if (info.status === 'error') return <AlbumProblem error={info.error} />;
  if (info.status === 'loading') {
    return <li className={`${styles.card} ${styles.placeholder}`} aria-hidden="true" />;
  }
  const album = info.data;
  return (
    <li className={styles.card}>
      <Picture
        className={styles.cover}
        jpg={photoUrl(folder, album.cover, 'thumbnail', 'jpg')}
        webp={photoUrl(folder, album.cover, 'thumbnail', 'webp')}
        alt={`Cover photo of ${album.name}`}
        width={480}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>
          {/* The link covers the whole card (see the CSS), so the card is one target. */}
          <Link to={`/gallery/photo/${folder}`} className={styles.link}>
            {album.name}
          </Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={album.date}>{longDate(album.date)}</time> · {album.total}{' '}
          {album.total === 1 ? 'photo' : 'photos'}
        </p>
      </div>
    </li>
  );
}
