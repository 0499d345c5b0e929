import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';

/** An event of the home page's Event section (assets/docs/event.txt). */
export interface SchoolEvent {
  /** the event's key in event.txt */
  id: string;
  title: string;
  /** ISO calendar date, like '2026-03-14' */
  date: string;
  /** 24-hour 'HH:mm', or '' when the time is not set */
  time_start: string;
  /** 24-hour 'HH:mm', or '' */
  time_end: string;
  /** file name under assets/images/events/ */
  img_src: string;
  /** where the image links to; '' means the image only */
  url: string;
  upcoming: boolean;
  /** the content says admission is free (false: it does not say) */
  free: boolean;
}

const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
const time = z.optional(
  z.union([
    z.literal(''),
    z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 19:30')),
  ]),
);

const schoolEvent = z.object({
  title: text,
  date: z.iso.date({ error: 'must be a date like 2026-03-14' }),
  time_start: time,
  time_end: time,
  img_src: z
    .string()
    .check(z.regex(/^[\w-]+\.(jpg|jpeg|png|webp)$/i, 'must be an image file name')),
  url: z.optional(z.string().check(z.trim())),
  upcoming: z.boolean(),
  free: z.optional(z.boolean()),
});

const eventFile = z.record(z.string(), schoolEvent);

/** A key names the event's calendar file and its calendar id. */
const eventKey = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** event.txt is an object whose values are events; the keys only name them. */
export function parseEvents(raw: unknown): SchoolEvent[] {
  const events = Object.entries(parseContent(eventFile, raw));
  for (const [id] of events) {
    if (!eventKey.test(id)) {
      throw new Error(
        `The event "${id}" must be named in lowercase words joined by hyphens: it names its calendar file`,
      );
    }
  }
  return events.map(([id, event]) => ({
    id,
    ...event,
    time_start: event.time_start ?? '',
    time_end: event.time_end ?? '',
    url: event.url ?? '',
    free: event.free ?? false,
  }));
}
