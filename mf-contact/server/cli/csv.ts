import { enquiryFields } from '@harmoni/shared/enquiry';
import type { StoredEnquiry } from '../store/enquiryStore';
import { showControls } from '../text/visibleControls';

const columns = ['id', 'receivedAt', ...enquiryFields] as const;

/**
 * What a spreadsheet may run as a formula (OWASP CSV injection): a cell starting with = + - @,
 * tab or CR, also after leading spaces, line breaks or zero-width characters (spreadsheets skip
 * those), and the fullwidth ＝＋－＠ some spreadsheets read as their ASCII twins.
 */
const formulaStart = /^(?:[\t\r]|[\s\u200b-\u200d\u2060]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/**
 * One CSV cell (RFC 4180). A formula-like cell is prefixed with an apostrophe, so a visitor's
 * text shows as text and never runs in the school's spreadsheet (phone numbers starting with
 * + show that apostrophe); controls show as escapes, line breaks stay inside the quotes.
 */
export function csvCell(value: string): string {
  const shown = showControls(value, { keepLineBreaks: true });
  const safe = formulaStart.test(value) || formulaStart.test(shown) ? `'${shown}` : shown;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Header row then one row per enquiry, CRLF line ends, with a BOM so Excel reads UTF-8. */
export function enquiriesCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = [
    columns.join(','),
    ...enquiries.map((enquiry) => columns.map((column) => csvCell(enquiry[column])).join(',')),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
