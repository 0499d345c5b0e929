import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, type EnquiryInput } from '@harmoni/shared/enquiry';

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  /** `programme` names the class in the WhatsApp fallback */
  | { status: 'failed'; programme: string };

/** What names one submission across its tries. */
export interface EnquirySubmission {
  /** made when the form opens, kept across retries, renewed once the enquiry is sent */
  idempotencyKey: string;
  /** when the visitor started on the form (the server stamped it); undefined if unknown */
  opened?: Promise<number | undefined>;
  /** a real captcha widget's response; none with the placeholder */
  captchaResponse?: string;
}

/** Starts the form's stamp (the token request) and resolves with when it arrived. */
export type OpenEnquiry = () => Promise<number | undefined>;

export type SendEnquiry = (values: EnquiryInput, submission: EnquirySubmission) => Promise<void>;

/**
 * idle -> sending -> sent | failed (SPEC.md section 4). The ref, set before the first await,
 * turns a double click into one enquiry even before React has disabled the button. A retry
 * after a failure (an answer that never came) sends the same key, so the school gets it once.
 */
export function useEnquirySubmission(send: SendEnquiry, open: OpenEnquiry) {
  const inFlight = useRef(false);
  const opened = useRef<Promise<number | undefined>>(undefined);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });

  const submit = useCallback(
    async (values: EnquiryInput, captchaResponse?: string): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setState({ status: 'sending' });
      try {
        await send(values, { idempotencyKey, opened: opened.current, captchaResponse });
        setIdempotencyKey(newIdempotencyKey());
        setState({ status: 'sent' });
        return true;
      } catch (error) {
        console.error('[contact] the enquiry could not be sent', error);
        setState({ status: 'failed', programme: values.class });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [send, idempotencyKey],
  );

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  /** The visitor started on the form (first focus): stamp it once. */
  const markOpened = useCallback(() => {
    opened.current ??= open();
  }, [open]);

  return { state, submit, dismiss, markOpened };
}
