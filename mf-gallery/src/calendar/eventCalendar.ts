import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { eventCalendarFile, eventsFeedFile } from '@harmoni/shared/buildOutput';
import { fullAddress, site } from '@harmoni/shared/site';
import { isStillToCome, nextDay, schoolInstant } from '@harmoni/shared/pageHead';
import { TZDate } from '@date-fns/tz';
import { ICalCalendar, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import type { SchoolEvent } from '../events/eventContent';

/** What a calendar needs besides the events: the site's address and when it was written. */
export interface CalendarContext {
  /** the site's public origin (SITE_URL): event links and ids name it */
  siteUrl: string;
  /** when the calendar is written: its DTSTAMP, and what counts as still to come */
  written: Date;
}

/**
 * A wall-clock time at the school, as ical-generator takes a time with a time zone: a TZDate
 * (@date-fns/tz) of that zone, so it writes `DTSTART;TZID=Asia/Kuala_Lumpur:…T190000` whatever
 * zone the build runs in. A plain Date would be read in the build machine's zone.
 */
const atSchool = (date: string, time: string) =>
  new TZDate(schoolInstant(date, time).getTime(), site.timeZone.name);

/** A whole day: a date value, the same in every zone. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** One event, at the school, at its own times in the school's time zone. */
function calendarEvent(event: SchoolEvent, { siteUrl, written }: CalendarContext): ICalEventData {
  const times: ICalEventData =
    event.time_start === ''
      ? // a day without times: the whole day (DTEND is the day after, as RFC 5545 counts it)
        {
          allDay: true,
          start: day(event.date),
          end: day(nextDay(event.date)),
        }
      : {
          start: atSchool(event.date, event.time_start),
          ...(event.time_end !== '' && { end: atSchool(event.date, event.time_end) }),
          timezone: site.timeZone.name,
        };
  return {
    ...times,
    id: `${event.id}@${new URL(siteUrl).hostname}`,
    stamp: written,
    summary: event.title,
    location: `${site.brand}, ${fullAddress()}`,
    // its own page when it has one, else the home page, whose Event section shows it
    url: new URL(event.url || '/', siteUrl).href,
    ...(event.free && { description: 'Free admission.' }),
    organizer: { name: site.brand, email: site.email },
  };
}

function calendar(name: string, events: readonly SchoolEvent[], context: CalendarContext) {
  const written = new ICalCalendar({
    prodId: { company: site.brand, product: 'Events', language: 'EN' },
    name,
    method: ICalCalendarMethod.PUBLISH,
    // The VTIMEZONE of each zone the events name, from the IANA data; the calendar itself
    // keeps no zone, so DTSTAMP stays in UTC as RFC 5545 requires.
    timezone: { name: null, generator: getVtimezoneComponent },
    // how often a subscribed calendar should look again
    ttl: 60 * 60 * 24,
  });
  for (const event of events) written.createEvent(calendarEvent(event, context));
  return written.toString();
}

export interface CalendarFile {
  /** where in the gallery's build (see @harmoni/shared/buildOutput) */
  file: string;
  text: string;
}

/**
 * The gallery's calendar files: one per event the content calls upcoming (its "Add to calendar"
 * link), and the feed of those still to come when it is written (the site's /events.ics).
 */
export function eventCalendarFiles(
  events: readonly SchoolEvent[],
  context: CalendarContext,
): CalendarFile[] {
  const upcoming = events.filter((event) => event.upcoming);
  const toCome = upcoming.filter((event) => isStillToCome(event, context.written));
  return [
    ...upcoming.map((event) => ({
      file: eventCalendarFile(event.id),
      text: calendar(event.title, [event], context),
    })),
    { file: eventsFeedFile, text: calendar(`${site.brand} events`, toCome, context) },
  ];
}
