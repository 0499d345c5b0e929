import { site } from '../config/site';

/**
 * Content keeps an event's day ('2026-12-12') and its wall-clock times ('19:00') as the school
 * reads them: in its own time zone (site.timeZone). These give them as the instants and ISO 8601
 * forms search engines and calendars need, whatever zone the server runs in.
 */

/** '2026-12-12', '19:00' -> '2026-12-12T19:00:00+08:00'; without a time the day alone. */
export function schoolDateTime(date: string, time = ''): string {
  return time === '' ? date : `${date}T${time}:00${site.timeZone.utcOffset}`;
}

/** The moment a wall-clock time of the school's is ('' is the day's start). */
export function schoolInstant(date: string, time = ''): Date {
  const instant = new Date(`${date}T${time === '' ? '00:00' : time}:00${site.timeZone.utcOffset}`);
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`"${date}" "${time}" is not a day and time of the school's`);
  }
  return instant;
}

/** The day after a calendar day: '2026-12-31' -> '2027-01-01'. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** When an event is over: at its end time, or, without one, when its day ends at the school. */
export function eventEnd(event: { date: string; time_end: string }): Date {
  return event.time_end === ''
    ? schoolInstant(nextDay(event.date))
    : schoolInstant(event.date, event.time_end);
}
