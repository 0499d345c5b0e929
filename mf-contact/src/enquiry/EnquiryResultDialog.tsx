import type { RefObject } from 'react';
import { Dialog } from '../dialog/Dialog';
import type { SubmissionState } from './useEnquirySubmission';
import { whatsappEnquiryLink } from './whatsappEnquiry';
import styles from './EnquiryForm.module.css';

export interface EnquiryResultDialogProps {
  state: SubmissionState;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** What happened to the enquiry (SPEC.md section 8): thanks, or a way to reach us anyway. */
export function EnquiryResultDialog({ state, onClose, returnFocusTo }: EnquiryResultDialogProps) {
  if (state.status === 'sent') {
    return (
      <Dialog title="Thank you!" onClose={onClose} returnFocusTo={returnFocusTo}>
        <p>We shall contact you as quickly as practicable.</p>
      </Dialog>
    );
  }
  if (state.status === 'failed') {
    return (
      <Dialog title="Oops..." onClose={onClose} returnFocusTo={returnFocusTo}>
        <p>Something went wrong and your enquiry could not be sent.</p>
        <p>
          Please message us on WhatsApp instead, and we will get back to you about your{' '}
          {state.programme.toLowerCase()} class.
        </p>
        <p>
          <a
            className={styles.whatsapp}
            href={whatsappEnquiryLink(state.programme)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Message us on WhatsApp
          </a>
        </p>
      </Dialog>
    );
  }
  return null;
}
