import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, type EnquiryInput } from '@harmoni/shared/enquiry';
import { EnquiryRequestError } from './sendEnquiry';

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  /**
   * `programme` names the class in the WhatsApp fallback; `retryAfterSeconds`, when the server
   * limited the visitor, says when to send again
   */
  | { status: 'failed'; programme: string; retryAfterSeconds?: number };

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
 * after a failure (an answer that never came) sends the same key, so the school gets it once;
 * a retry with changed fields is a new enquiry, with a new key (the first may have arrived).
 */
export function useEnquirySubmission(send: SendEnquiry, open: OpenEnquiry) {
  const inFlight = useRef(false);
  /** the fields last sent with the current key, when that send failed */
  const failedWith = useRef<string>(undefined);
  const opened = useRef<Promise<number | undefined>>(undefined);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });

  const submit = useCallback(
    async (values: EnquiryInput, captchaResponse?: string): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setState({ status: 'sending' });
      const fields = JSON.stringify(values);
      let key = idempotencyKey;
      if (failedWith.current !== undefined && failedWith.current !== fields) {
        key = newIdempotencyKey();
        setIdempotencyKey(key);
      }
      try {
        await send(values, { idempotencyKey: key, opened: opened.current, captchaResponse });
        failedWith.current = undefined;
        setIdempotencyKey(newIdempotencyKey());
        setState({ status: 'sent' });
        return true;
      } catch (error) {
        console.error('[contact] the enquiry could not be sent', error);
        failedWith.current = fields;
        setState({
          status: 'failed',
          programme: values.class,
          retryAfterSeconds:
            error instanceof EnquiryRequestError ? error.retryAfterSeconds : undefined,
        });
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
