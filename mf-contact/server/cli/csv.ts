import { enquiryFields } from '@harmoni/shared/enquiry';
import type { StoredEnquiry } from '../store/enquiryStore';
import { showControls } from '../text/visibleControls';

const columns = ['id', 'receivedAt', ...enquiryFields] as const;

/**
 * Where a spreadsheet may start a formula (OWASP CSV injection): at the start of a cell, and
 * after any separator a spreadsheet might split on (a comma, a semicolon in many locales, a
 * tab, a pipe, a line break), past spaces and invisible characters it skips (zero-width ones,
 * the soft hyphen, the BOM), a sign that opens a formula: = + - @, tab or CR first, or the
 * fullwidth ＝＋－＠ some spreadsheets read as their ASCII twins.
 */
const formulaStart = /(^|[,;|\t\r\n])([\s\p{Cf}]*)(?=[=+\-@\t\r\uff1d\uff0b\uff0d\uff20])/gu;

/**
 * One CSV cell (RFC 4180), always quoted. Where a formula could start, an apostrophe goes
 * first, so a visitor's text shows as text and never runs in the school's spreadsheet (phone
 * numbers starting with + show that apostrophe); controls and invisible characters show as
 * escapes; only the remark keeps its line breaks, inside the quotes.
 */
export function csvCell(value: string, options: { keepLineBreaks?: boolean } = {}): string {
  const defused = value.replace(formulaStart, (_match, separator: string, skipped: string) =>
    separator === '' ? `'${skipped}` : `${separator}'${skipped}`,
  );
  const shown = showControls(defused, { keepLineBreaks: options.keepLineBreaks });
  return `"${shown.replaceAll('"', '""')}"`;
}

/** Header row then one row per enquiry, CRLF line ends, with a BOM so Excel reads UTF-8. */
export function enquiriesCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = [
    columns.map((column) => csvCell(column)).join(','),
    ...enquiries.map((enquiry) =>
      columns
        .map((column) => csvCell(enquiry[column], { keepLineBreaks: column === 'remark' }))
        .join(','),
    ),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
