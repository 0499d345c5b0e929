import { site } from '@harmoni/shared';
import { ModalDialog } from '@harmoni/shared/dialog';
import { useEffect, useRef, useState } from 'react';
import { awardModalDismissed, rememberAwardModalDismissed } from './awardDismissal';
import styles from './Award.module.css';

/**
 * The award announcement, shown over the home page on arrival as a modal dialog. Focus moves to
 * its Close button and goes back where it was once the visitor dismisses it (remembered for the
 * visit); it stays in the page, closed, after that.
 */
export function AwardModal() {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Opened in a task of its own, right after the page has started rather than within its start:
  // showModal() makes the rest of the page inert, which restyles every element of it.
  useEffect(() => {
    if (awardModalDismissed()) return;
    const timer = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(timer);
  }, []);

  // Every way of closing (the button, Escape, the browser's own close request) ends here.
  const dismiss = () => {
    rememberAwardModalDismissed();
    setOpen(false);
  };

  return (
    <ModalDialog
      open={open}
      onClose={dismiss}
      className={styles.modal}
      aria-labelledby="award-modal-title"
      aria-describedby="award-modal-text"
      initialFocus={closeRef}
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
      <button ref={closeRef} type="button" className={styles.close} onClick={dismiss}>
        Close
      </button>
    </ModalDialog>
  );
}
