import type { StoredEnquiry } from '../store/enquiryStore';
import { withControlsShown } from '../text/visibleControls';

/** '2026-03-01T02:30:00.000Z' -> '2026-03-01 02:30 UTC' */
function shortTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The enquiry with every field fit for a terminal (no field can move the cursor or restyle). */
function forTerminal(enquiry: StoredEnquiry): StoredEnquiry {
  return withControlsShown({ ...enquiry, remark: enquiry.remark.replace(/\s+/g, ' ') });
}

/** A readable list for the terminal, oldest first, one block per enquiry. */
export function enquiryListing(enquiries: readonly StoredEnquiry[], source: string): string {
  if (enquiries.length === 0) return `No enquiries yet (${source}).`;
  const blocks = enquiries
    .map(forTerminal)
    .map((enquiry) =>
      [
        `${shortTime(enquiry.receivedAt)}  ${enquiry.class}  ${enquiry.title} ${enquiry.name}`,
        `  mobile ${enquiry.phone}  ·  email ${enquiry.email || '-'}  ·  prefers ${enquiry.prefer}`,
        ...(enquiry.remark ? [`  "${enquiry.remark}"`] : []),
        `  id ${enquiry.id}`,
      ].join('\n'),
    );
  const count = `${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'}`;
  return `${blocks.join('\n\n')}\n\n${count} (${source}).`;
}
