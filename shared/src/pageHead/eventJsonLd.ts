import type { Event, Graph, Offer } from 'schema-dts';
import { canonicalUrl } from './headTags';
import { schemaContext } from './jsonLd';
import { schoolOrganization, schoolPlace } from './schoolJsonLd';
import { eventEnd, schoolDateTime } from './schoolTime';

/** What the structured data needs of an event of the school's content (event.txt). */
export interface EventFacts {
  title: string;
  /** ISO calendar day, at the school */
  date: string;
  /** 'HH:mm' at the school, or '' */
  time_start: string;
  time_end: string;
  /** the content marks it upcoming */
  upcoming: boolean;
  /** admission is free, as the content says */
  free: boolean;
  /** absolute URL of its picture */
  image: string;
  /** absolute URL of its page, when it has one */
  url?: string;
}

/**
 * An event search engines may show: one the content calls upcoming that has not ended yet.
 * Google's event guidelines are for events still to come; past events stay on the page as the
 * school's record, but are left out of its structured data (and of the calendar feed).
 */
export function isStillToCome(
  event: Pick<EventFacts, 'upcoming' | 'date' | 'time_end'>,
  now: Date,
) {
  return event.upcoming && eventEnd(event).getTime() > now.getTime();
}

function freeAdmission(url: string): Offer {
  return {
    '@type': 'Offer',
    price: 0,
    priceCurrency: 'MYR',
    availability: 'https://schema.org/InStock',
    url,
  };
}

/**
 * One of the school's events: at its studio, organised by it, on the day and at the times the
 * content gives, with the school's UTC offset (Google's required and recommended properties,
 * where the content has them: no description or performer is invented).
 */
export function eventJsonLd(event: EventFacts, siteUrl: string): Event {
  const where = event.url ?? canonicalUrl(siteUrl, '/');
  return {
    '@type': 'Event',
    name: event.title,
    startDate: schoolDateTime(event.date, event.time_start),
    ...(event.time_end !== '' &&
      event.time_start !== '' && { endDate: schoolDateTime(event.date, event.time_end) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: schoolPlace(),
    image: [event.image],
    organizer: schoolOrganization(siteUrl),
    ...(event.free && { isAccessibleForFree: true, offers: freeAdmission(where) }),
    ...(event.url !== undefined && { url: event.url }),
  };
}

/** The events still to come, as one graph; undefined when there are none. */
export function eventsJsonLd(
  events: readonly EventFacts[],
  siteUrl: string,
  now: Date,
): Graph | undefined {
  const toCome = events.filter((event) => isStillToCome(event, now));
  if (toCome.length === 0) return undefined;
  return {
    '@context': schemaContext,
    '@graph': toCome.map((event) => eventJsonLd(event, siteUrl)),
  };
}
