import { isPlainClick, Picture } from '@harmoni/shared';
import { useRef, useState } from 'react';
import { PhotoViewer } from '../viewer/PhotoViewer';
import type { AlbumInfo } from './albumContent';
import { photoUrl } from './albumResources';
import styles from './AlbumPage.module.css';

/** Thumbnails are sized to fit 480 pixels (see the import script). */
const thumbnailSize = { width: 480, height: 320 };
/** The first rows are on screen at once; the rest wait until the visitor scrolls. */
const eagerThumbnails = 8;

/**
 * The album's thumbnail grid. Each thumbnail is a link to its full-size photo, which works from
 * the first paint; once hydrated, a plain click opens the viewer at that photo instead.
 */
export function AlbumPhotos({ folder, album }: { folder: string; album: AlbumInfo }) {
  const [shown, setShown] = useState<number>();
  // Focus goes back to this thumbnail on closing, whichever photo the visitor paged to.
  const openedFrom = useRef<HTMLAnchorElement>(null);
  const numbers = Array.from({ length: album.total }, (_, index) => index + 1);

  return (
    <>
      <ul className={styles.grid}>
        {numbers.map((index) => (
          <li key={index}>
            <a
              href={photoUrl(folder, index, 'full', 'jpg')}
              className={styles.thumbnail}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                openedFrom.current = event.currentTarget;
                setShown(index);
              }}
              aria-label={`Open photo ${index} of ${album.total}`}
            >
              <Picture
                className={styles.thumbnailImage}
                jpg={photoUrl(folder, index, 'thumbnail', 'jpg')}
                webp={photoUrl(folder, index, 'thumbnail', 'webp')}
                alt=""
                width={thumbnailSize.width}
                height={thumbnailSize.height}
                loading={index <= eagerThumbnails ? 'eager' : 'lazy'}
              />
            </a>
          </li>
        ))}
      </ul>
      {shown === undefined ? null : (
        <PhotoViewer
          folder={folder}
          album={album}
          shown={shown}
          onShow={setShown}
          onClose={() => setShown(undefined)}
          returnFocusTo={openedFrom}
        />
      )}
    </>
  );
}
