import type { ListedEnquiry, NotificationStatus, StoredEnquiry } from '../store/enquiryStore';
import { withControlsShown } from '../text/visibleControls';

/** '2026-03-01T02:30:00.000Z' -> '2026-03-01 02:30 UTC' */
function shortTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The enquiry with every field fit for a terminal (no field can move the cursor or restyle). */
function forTerminal(enquiry: StoredEnquiry): StoredEnquiry {
  return withControlsShown({ ...enquiry, remark: enquiry.remark.replace(/\s+/g, ' ') });
}

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** What became of the school's e-mail about it. */
export function emailState(notification: NotificationStatus | undefined): string {
  if (!notification) return 'e-mail: none (no mail server was set up when it arrived)';
  const { state, attempts, lastError, nextAttemptAt, sentAt } = notification;
  if (state === 'sent') return `e-mail: sent ${sentAt ? shortTime(sentAt) : ''}`.trimEnd();
  if (state === 'failed') {
    return `e-mail: FAILED after ${tries(attempts)} (${lastError ?? 'unknown'}); read it here`;
  }
  if (attempts === 0) return 'e-mail: waiting to be sent';
  return `e-mail: waiting, ${tries(attempts)} failed (${lastError ?? 'unknown'}), next try ${nextAttemptAt ? shortTime(nextAttemptAt) : 'soon'}`;
}

/** A readable list for the terminal, oldest first, one block per enquiry. */
export function enquiryListing(enquiries: readonly ListedEnquiry[], source: string): string {
  if (enquiries.length === 0) return `No enquiries yet (${source}).`;
  const blocks = enquiries
    .map(({ notification, ...enquiry }) => ({ ...forTerminal(enquiry), notification }))
    .map((enquiry) =>
      [
        `${shortTime(enquiry.receivedAt)}  ${enquiry.class}  ${enquiry.title} ${enquiry.name}`,
        `  mobile ${enquiry.phone}  ·  email ${enquiry.email || '-'}  ·  prefers ${enquiry.prefer}`,
        ...(enquiry.remark ? [`  "${enquiry.remark}"`] : []),
        `  ${emailState(enquiry.notification)}`,
        `  id ${enquiry.id}`,
      ].join('\n'),
    );
  const count = `${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'}`;
  const states = ['sent', 'pending', 'failed'].map(
    (state) => enquiries.filter((enquiry) => enquiry.notification?.state === state).length,
  );
  return `${blocks.join('\n\n')}\n\n${count} (${source}). E-mails: ${states[0]} sent, ${states[1]} waiting, ${states[2]} failed.`;
}
