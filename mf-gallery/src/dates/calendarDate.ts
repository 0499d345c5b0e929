import { isoCalendarDay, shortMonthName, twoDigits } from '@harmoni/shared/dateText';

/**
 * Content dates are calendar days ('2025-12-14'). Read as local midnight, they show the same
 * day in every time zone (new Date('2025-12-14') would be UTC midnight: the 13th in America).
 */
export function calendarDate(isoDate: string): Date {
  const day = isoCalendarDay(isoDate);
  const local = new Date(0);
  local.setFullYear(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  local.setHours(0, 0, 0, 0);
  return local;
}

/** '2026-03-14' -> 'Mar' */
export function shortMonthOf(isoDate: string): string {
  return shortMonthName(isoCalendarDay(isoDate).getUTCMonth());
}

/** '2026-03-04' -> '04' */
export function twoDigitDayOf(isoDate: string): string {
  return twoDigits(isoCalendarDay(isoDate).getUTCDate());
}
