import { site } from '@harmoni/shared';
import { useEffect, useRef } from 'react';
import { awardModalDismissed, rememberAwardModalDismissed } from './awardDismissal';
import { trapTabKey } from './focusTrap';
import styles from './Award.module.css';

/**
 * The award announcement, shown over the home page on arrival: a native modal <dialog>, so the
 * page behind is inert and Escape closes it. Focus moves to its Close button, stays inside,
 * and goes back where it was once the visitor dismisses it (remembered for the visit).
 */
export function AwardModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Already open: React's development double-run of effects must not open it twice.
    if (!dialog || dialog.open || awardModalDismissed()) return;
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => trapTabKey(dialog, event);
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  // Every way of closing (the button, Escape) ends here.
  const handleClose = () => {
    rememberAwardModalDismissed();
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target && target.isConnected && target !== document.body) target.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.modal}
      aria-modal="true"
      aria-labelledby="award-modal-title"
      aria-describedby="award-modal-text"
      onClose={handleClose}
      data-testid="award-modal"
    >
      <span className={styles.medal} aria-hidden="true" />
      <h2 id="award-modal-title" className={styles.modalTitle}>
        Award announcement
      </h2>
      <p id="award-modal-text">
        Congratulations to our principal, {site.principal}, on receiving the {site.award.year}{' '}
        {site.award.name}!
      </p>
      <button
        ref={closeRef}
        type="button"
        className={styles.close}
        onClick={() => dialogRef.current?.close()}
      >
        Close
      </button>
    </dialog>
  );
}
