import { site } from '@harmoni/shared';
import { ModalDialog } from '@harmoni/shared/dialog';
import { startTransition, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { awardModalDismissed, rememberAwardModalDismissed } from './awardDismissal';
import styles from './Award.module.css';

const unchanging = () => () => {};

/**
 * The award announcement, shown over the home page on arrival. The server draws it open, with a
 * Close button that submits a `method="dialog"` form, so Close and Escape work before the page's
 * code arrives; then it becomes a modal dialog: focus moves to its Close button and goes back
 * where it was once the visitor dismisses it (remembered for the visit, which the server cannot
 * know: a later arrival in the same visit sees it until the code closes it).
 */
export function AwardModal() {
  // The server's answer first (not dismissed), so hydration matches; then this visit's.
  const dismissedEarlier = useSyncExternalStore(unchanging, awardModalDismissed, () => false);
  const [dismissedNow, setDismissedNow] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Every way of closing (the button, Escape, the browser's own close request) ends here, once
  // the browser has shut the dialog and focus has gone back: what is left to draw can wait
  // (a synchronous re-render here held the close's paint on a slow phone).
  const dismiss = () => {
    rememberAwardModalDismissed();
    startTransition(() => setDismissedNow(true));
  };

  return (
    <ModalDialog
      open={!dismissedEarlier && !dismissedNow}
      drawnOpen
      onClose={dismiss}
      className={styles.modal}
      aria-labelledby="award-modal-title"
      aria-describedby="award-modal-text"
      initialFocus={closeRef}
      data-testid="award-modal"
      ref={dialogRef}
    >
      <span className={styles.medal} aria-hidden="true" />
      <h2 id="award-modal-title" className={styles.modalTitle}>
        Award announcement
      </h2>
      <p id="award-modal-text">
        Congratulations to our principal, {site.principal}, on receiving the {site.award.year}{' '}
        {site.award.name}!
      </p>
      <form method="dialog">
        <button
          ref={closeRef}
          type="submit"
          className={styles.close}
          onClick={(event: MouseEvent) => {
            // What the form does before hydration, said outright (jsdom submits no forms): the
            // browser shuts it at once and its 'close' event reports the dismissal.
            event.preventDefault();
            dialogRef.current?.close();
          }}
        >
          Close
        </button>
      </form>
    </ModalDialog>
  );
}
