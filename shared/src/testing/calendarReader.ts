import ICAL from 'ical.js';

/** One VEVENT as a calendar application reads it. */
export interface ReadEvent {
  uid: string;
  summary: string;
  location: string;
  url: string;
  description?: string;
  /** DTSTAMP, and whether it was written in UTC as RFC 5545 requires */
  stamp: string;
  stampInUtc: boolean;
  /** the zone DTSTART and DTEND name (TZID), if any */
  timeZone?: string;
  allDay: boolean;
  /** the instants, through the calendar's own VTIMEZONE; for an all-day event, its days */
  start: string;
  end?: string;
}

export interface ReadCalendar {
  name?: string;
  /** the TZID of each VTIMEZONE it carries */
  timeZones: string[];
  events: ReadEvent[];
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value === null ? undefined : String(value);
};

/** For tests: a calendar file (RFC 5545) parsed by ical.js, as a calendar application would. */
export function readCalendar(ics: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    return {
      name: text(calendar, 'x-wr-calname') ?? text(calendar, 'name'),
      timeZones: zones.map((zone) => text(zone, 'tzid') ?? ''),
      events: calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
        const start = event.startDate;
        const end = component.hasProperty('dtend') ? event.endDate : undefined;
        const instant = (time: ICAL.Time) =>
          time.isDate ? time.toString() : time.toJSDate().toISOString();
        const zone = component.getFirstProperty('dtstart')?.getParameter('tzid');
        return {
          uid: event.uid,
          summary: event.summary,
          location: event.location,
          url: text(component, 'url') ?? '',
          description: text(component, 'description'),
          stamp: stamp.toJSDate().toISOString(),
          stampInUtc: stamp.zone === ICAL.Timezone.utcTimezone,
          timeZone: typeof zone === 'string' ? zone : undefined,
          allDay: start.isDate,
          start: instant(start),
          ...(end && { end: instant(end) }),
        };
      }),
    };
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(text(zone, 'tzid') ?? '');
  }
}
