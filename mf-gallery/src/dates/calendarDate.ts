import { dateText, shortMonthName, twoDigits } from '@harmoni/shared/dateText';

/** The content files' calendar days, as their schemas check them (z.iso.date): '2025-12-14'. */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A content date as UTC midnight of that day. The days carry no time zone, so they are read and
 * formatted in UTC: the same day shows wherever the visitor is. Not a real day: RangeError, as
 * formatting an invalid date always threw.
 */
export function utcDay(isoDate: string): Date {
  const [, year, month, day] = isoDay.exec(isoDate) ?? [];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: that one reads years 0-99 as 1900-1999.
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  // A Date rolls an impossible day over ('02-30' -> March 2): a field that moved was not a date.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) {
    throw new RangeError(`Not a calendar date: '${isoDate}'`);
  }
  return date;
}

/**
 * Content dates are calendar days ('2025-12-14'). Read as local midnight, they show the same
 * day in every time zone (new Date('2025-12-14') would be UTC midnight: the 13th in America).
 */
export function calendarDate(isoDate: string): Date {
  const day = utcDay(isoDate);
  const local = new Date(0);
  local.setFullYear(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  local.setHours(0, 0, 0, 0);
  return local;
}

/** '2025-12-05' -> 'Dec 05, 2025', the site's date format 'MMM dd, y' (SPEC.md section 9). */
export function formatLongDate(isoDate: string): string {
  return dateText(utcDay(isoDate), 'utc');
}

/** '2026-03-14' -> 'Mar' */
export function shortMonthOf(isoDate: string): string {
  return shortMonthName(utcDay(isoDate).getUTCMonth());
}

/** '2026-03-04' -> '04' */
export function twoDigitDayOf(isoDate: string): string {
  return twoDigits(utcDay(isoDate).getUTCDate());
}
