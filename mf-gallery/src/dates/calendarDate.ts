import { format, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';

/**
 * Content dates are calendar days ('2025-12-14'). Read as local midnight, they show the same
 * day in every time zone (new Date('2025-12-14') would be UTC midnight: the 13th in America).
 */
export function calendarDate(isoDate: string): Date {
  return parseISO(isoDate);
}

/** Formats a calendar day with a date-fns pattern in the site's locale, en-US. */
export function formatCalendarDate(isoDate: string, pattern: string): string {
  return format(calendarDate(isoDate), pattern, { locale: enUS });
}

/** '2025-12-05' -> 'Dec 05, 2025', the site's date format (SPEC.md section 9). */
export function formatLongDate(isoDate: string): string {
  return formatCalendarDate(isoDate, 'MMM dd, y');
}
