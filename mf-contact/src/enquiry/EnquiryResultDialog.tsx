import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from '@harmoni/shared/dialog';
import type { SubmissionState } from './useEnquirySubmission';
import { FailureMessage, resultTitles, ThanksMessage, tryAgainNotice } from './resultMessages';
import formStyles from './EnquiryForm.module.css';
import styles from './EnquiryResultDialog.module.css';

export interface EnquiryResultDialogProps {
  state: SubmissionState;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

interface ResultDialogProps extends Omit<EnquiryResultDialogProps, 'state'> {
  /** names its title's and text's ids: one dialog of each kind at most */
  kind: string;
  title: string;
  children: ReactNode;
}

/**
 * A centred card over the dimmed page: the dialog itself takes focus, so a screen reader reads
 * its title and text; it closes on Escape, its Close button or a click on the backdrop.
 */
function ResultDialog({ kind, title, children, onClose, returnFocusTo }: ResultDialogProps) {
  // from its kind, not useId: that depends on where the part sits in the tree
  const titleId = `enquiry-${kind}-title`;
  const bodyId = `enquiry-${kind}-text`;
  return createPortal(
    <ModalDialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      returnFocusTo={returnFocusTo}
      closeOnBackdropClick
      className={styles.dialog}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}

/** What happened to the enquiry (SPEC.md section 8): thanks, or a way to reach us anyway. */
export function EnquiryResultDialog({ state, onClose, returnFocusTo }: EnquiryResultDialogProps) {
  if (state.status !== 'sent' && state.status !== 'failed') return null;
  return (
    <ResultDialog
      kind={state.status}
      title={resultTitles[state.status]}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {state.status === 'sent' ? (
        <ThanksMessage />
      ) : (
        <>
          {state.retryAfterSeconds ? <p>{tryAgainNotice(state.retryAfterSeconds)}</p> : null}
          <FailureMessage programme={state.programme} linkClassName={formStyles.whatsapp} />
        </>
      )}
    </ResultDialog>
  );
}
