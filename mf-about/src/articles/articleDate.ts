import { dateText } from '@harmoni/shared/dateText';

/**
 * SPEC section 9: 'MMM dd, y' in en-US, the spec's default locale: 'Mar 05, 2024'. In the
 * visitor's own zone, like the Date it is given: publishedDate reads a date alone as local
 * midnight, so the calendar day shows unchanged.
 */
export function formatPublished(date: Date): string {
  return dateText(date, 'local');
}
