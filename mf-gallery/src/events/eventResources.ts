import type { ContentResource } from '@harmoni/shared';
import { eventCalendarFile } from '@harmoni/shared/buildOutput';
import { galleryContent } from '../content';
import { parseEvents, type SchoolEvent } from './eventContent';

export const eventsResource: ContentResource<SchoolEvent[]> = {
  url: galleryContent.assetUrl('assets/docs/event.txt'),
  parse: parseEvents,
};

/** assets/images/events/{img_src}, and its WebP twin beside it. */
export function eventImageUrls(imgSrc: string): { jpg: string; webp: string } {
  return {
    jpg: galleryContent.assetUrl(`assets/images/events/${encodeURIComponent(imgSrc)}`),
    webp: galleryContent.assetUrl(
      `assets/images/events/${encodeURIComponent(imgSrc.replace(/\.\w+$/, '.webp'))}`,
    ),
  };
}

/** The event's own calendar file, which the gallery's build writes (src/calendar/). */
export function eventCalendarUrl(eventId: string): string {
  return galleryContent.assetUrl(eventCalendarFile(eventId));
}
