import { calendarDate, shortMonthOf, twoDigitDayOf } from '../dates/calendarDate';
import { clockTime } from '../dates/clockTime';
import type { SchoolEvent } from './eventContent';

/** '2026-03-14' -> 'Mar' */
export function eventMonth(isoDate: string): string {
  return shortMonthOf(isoDate);
}

/** '2026-03-04' -> '04' */
export function eventDay(isoDate: string): string {
  return twoDigitDayOf(isoDate);
}

/** What the card shows when an event has no start time. */
export const noTime = '–';

/** '19:30', '21:00' -> '7:30 PM – 9:00 PM'; a start alone -> '7:30 PM'; no start -> '–' */
export function eventTimeRange(timeStart: string, timeEnd: string): string {
  const start = clockTime(timeStart);
  if (start === undefined) return noTime;
  const end = clockTime(timeEnd);
  return end === undefined ? start : `${start} – ${end}`;
}

/** Upcoming events first, soonest first; then past events, most recent first. */
export function orderEvents(events: readonly SchoolEvent[]): SchoolEvent[] {
  const time = (event: SchoolEvent) => calendarDate(event.date).getTime();
  const upcoming = events.filter((event) => event.upcoming).sort((a, b) => time(a) - time(b));
  const past = events.filter((event) => !event.upcoming).sort((a, b) => time(b) - time(a));
  return [...upcoming, ...past];
}
