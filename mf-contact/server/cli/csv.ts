import { enquiryFields } from '@harmoni/shared/enquiry';
import type { StoredEnquiry } from '../store/enquiryStore';

const columns = ['id', 'receivedAt', ...enquiryFields] as const;

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * is prefixed with an apostrophe, so a visitor's text can never execute in the school's
 * spreadsheet (OWASP CSV injection); phone numbers starting with + show that apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
