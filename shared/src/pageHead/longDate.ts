import { dateText } from '../text/dateText';

/** '2025-12-05' -> 'Dec 05, 2025', the site's date format (SPEC.md section 9). */
export function longDate(isoDate: string): string {
  // '2025-12-05' is read as midnight UTC: that calendar day shows in every time zone
  return dateText(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`), 'utc');
}
