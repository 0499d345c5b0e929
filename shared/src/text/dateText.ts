/**
 * The site's dates and times as text, in its one locale, en-US (SPEC.md section 9), put
 * together here rather than with Intl.DateTimeFormat: the first formatter a page builds loads
 * the browser's locale and time-zone data, one long task of tens of milliseconds on a phone,
 * and these formats are fixed.
 */
const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 4 -> '04' */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** 0 -> 'Jan' ... 11 -> 'Dec' */
export function shortMonthName(monthIndex: number): string {
  const name = shortMonths[monthIndex];
  if (name === undefined) throw new RangeError(`No month ${monthIndex}`);
  return name;
}

/** 'MMM dd, y': (2025, 11, 5) -> 'Dec 05, 2025'; months count from 0, as in Date. */
export function monthDayYear(year: number, monthIndex: number, day: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(`Not a date: ${year}-${monthIndex + 1}-${day}`);
  }
  return `${shortMonthName(monthIndex)} ${twoDigits(day)}, ${year}`;
}

/** A Date's calendar day, as seen in UTC ('utc') or in the visitor's zone ('local'). */
export function dateText(date: Date, zone: 'utc' | 'local'): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return zone === 'utc'
    ? monthDayYear(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : monthDayYear(date.getFullYear(), date.getMonth(), date.getDate());
}

/** 'h:mm a': (19, 30) -> '7:30 PM', (0, 5) -> '12:05 AM' */
export function twelveHourClock(hours: number, minutes: number): string {
  if (!Number.isInteger(hours) || hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
    throw new RangeError(`Not a time of day: ${hours}:${minutes}`);
  }
  return `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The content files' calendar days, as their schemas check them (z.iso.date): '2025-12-14'. */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A content date as UTC midnight of that day. The days carry no time zone, so they are read and
 * formatted in UTC: the same day shows wherever the visitor is. Not a real day: RangeError.
 */
export function isoCalendarDay(isoDate: string): Date {
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

/** '2025-12-05' -> 'Dec 05, 2025', the site's date format 'MMM dd, y' (SPEC.md section 9). */
export function longDate(isoDate: string): string {
  return dateText(isoCalendarDay(isoDate), 'utc');
}
