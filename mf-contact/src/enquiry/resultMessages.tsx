import { whatsappEnquiryLink } from '@harmoni/shared/enquiry';

/**
 * What happened to the enquiry (SPEC.md section 8), in the words of both places that say it:
 * the form's dialogs, and the page the enquiry server answers a form posted without JavaScript.
 * No styles of its own, so the server can render it too.
 */
export const resultTitles = { sent: 'Thank you!', failed: 'Oops...' } as const;

/** "45 seconds", "1 minute", "2 minutes". */
function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Told to a visitor over the rate limit, on the form's dialog and on the server's page. */
export function tryAgainNotice(retryAfterSeconds: number): string {
  return `You have sent several enquiries in a short time. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

export function ThanksMessage() {
  return <p>We shall contact you as quickly as practicable.</p>;
}

export interface FailureMessageProps {
  /** the chosen class, named in the WhatsApp chat; unknown when the form never arrived */
  programme?: string;
  /** what the visitor typed, one line each, carried into the WhatsApp message */
  details?: readonly string[];
  linkClassName?: string;
}

export function FailureMessage({ programme, details, linkClassName }: FailureMessageProps) {
  return (
    <>
      <p>Something went wrong and your enquiry could not be sent.</p>
      <p>
        Please message us on WhatsApp instead, and we will get back to you
        {programme ? ` about your ${programme.toLowerCase()} class` : ''}.
      </p>
      <p>
        <a
          className={linkClassName}
          href={whatsappEnquiryLink(programme, details)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Message us on WhatsApp
        </a>
      </p>
    </>
  );
}
