import { Picture } from '@harmoni/shared';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from '@harmoni/shared/dialog';
import type { AlbumInfo } from '../albums/albumContent';
import { photoUrl } from '../albums/albumResources';
import { useScrollLock } from './useScrollLock';
import { backdropAttribute, useViewerGestures } from './useViewerGestures';
import { photosAround, wrapPhotoIndex } from './wrapPhotoIndex';
import styles from './PhotoViewer.module.css';

export interface PhotoViewerProps {
  folder: string;
  album: AlbumInfo;
  /** the photo shown, 1..album.total */
  shown: number;
  onShow: (index: number) => void;
  onClose: () => void;
  /** where focus goes when the viewer closes: the thumbnail that opened it */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Full-size photos are sized to fit the long side in 1600 pixels (see the import script). */
const fullSize = { width: 1600, height: 1067 };

const backdrop = { [backdropAttribute]: '' };

/**
 * The full-screen photo viewer: a modal dialog over the album. Previous and next wrap around;
 * arrow keys and swipes page too; Escape, the close button or a click on the backdrop (any part
 * that is not photo or control) close it. Only the photo shown and its two neighbours are in
 * the page, so only those are downloaded.
 */
/** Fixed: one viewer open at a time (useId would depend on the tree the server draws it in). */
const titleId = 'photo-viewer-title';

export function PhotoViewer({
  folder,
  album,
  shown,
  onShow,
  onClose,
  returnFocusTo,
}: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const step = (by: number) => onShow(wrapPhotoIndex(shown + by, album.total));

  useScrollLock();
  useViewerGestures(dialog, {
    onSwipe: (direction) => step(direction === 'next' ? 1 : -1),
    onBackdropClick: onClose,
  });

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = { ArrowLeft: () => step(-1), ArrowRight: () => step(1) }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return createPortal(
    <ModalDialog
      ref={dialog}
      open
      onClose={onClose}
      className={styles.viewer}
      aria-labelledby={titleId}
      initialFocus={closeButton}
      returnFocusTo={returnFocusTo}
      {...backdrop}
    >
      <div className={styles.toolbar} {...backdrop}>
        <h2 id={titleId} className={styles.title}>
          {album.name}
        </h2>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {shown} / {album.total}
        </p>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label="Close photo viewer"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <button
        type="button"
        className={`${styles.step} ${styles.previous}`}
        aria-label="Previous photo"
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className={styles.stage} {...backdrop}>
        {photosAround(shown, album.total).map((index) => (
          // Neighbours stay hidden in the page so the next step shows an image already loaded.
          <div key={index} className={styles.slide} hidden={index !== shown} {...backdrop}>
            <Picture
              className={styles.photo}
              jpg={photoUrl(folder, index, 'full', 'jpg')}
              webp={photoUrl(folder, index, 'full', 'webp')}
              alt={`${album.name}, photo ${index} of ${album.total}`}
              width={fullSize.width}
              height={fullSize.height}
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${styles.step} ${styles.next}`}
        aria-label="Next photo"
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </ModalDialog>,
    document.body,
  );
}
