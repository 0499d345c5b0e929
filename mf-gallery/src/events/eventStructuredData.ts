import { eventsJsonLd, siteAddress, type EventFacts } from '@harmoni/shared/pageHead';
import type { SchoolEvent } from './eventContent';
import { eventImageUrls } from './eventResources';

/** What the structured data says of an event: what its card shows, with absolute addresses. */
export function eventFacts(event: SchoolEvent, siteUrl: string): EventFacts {
  return {
    title: event.title,
    date: event.date,
    time_start: event.time_start,
    time_end: event.time_end,
    upcoming: event.upcoming,
    free: event.free,
    image: eventImageUrls(event.img_src).jpg,
    ...(event.url !== '' && { url: siteAddress(siteUrl, event.url) }),
  };
}

/** The events still to come, as the page's structured data (none: undefined). */
export function homeEventsJsonLd(events: readonly SchoolEvent[], siteUrl: string, now: Date) {
  return eventsJsonLd(
    events.map((event) => eventFacts(event, siteUrl)),
    siteUrl,
    now,
  );
}
