import { remoteManifestUrls } from '@harmoni/shared/apps';
import { eventsFeedFile, eventsFeedPath } from '@harmoni/shared/buildOutput';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PageReleases } from '../registry/registryForRequest';
import { textReader } from './textReader';

type Env = Record<string, string | undefined>;

export interface EventsCalendarOptions {
  env: Env;
  /** whether the server may fetch this URL: the registry's origins only */
  mayFetch: (url: string) => boolean;
  /** the releases one request sees (live, or a preview's); else the configured remotes */
  releasesFor?: (request: FastifyRequest) => PageReleases;
  warn: (message: string) => void;
  /** how long the gallery may take to answer; 3 s unless given */
  timeoutMs?: number;
}

/** What a 503 asks calendar applications to wait before they ask again. */
const RETRY_AFTER_S = 300;
/** A feed changes with a gallery release: applications may keep it a few minutes. */
const FEED_CACHE = 'public, max-age=300';

/** The bytes of an iCalendar object, as RFC 5545 frames it. */
const isCalendar = (text: string) =>
  text.startsWith('BEGIN:VCALENDAR') && /END:VCALENDAR\s*$/.test(text);

/**
 * `/events.ics`: the site's feed of the school's upcoming events, on its own origin so a
 * calendar application subscribes to the site. The gallery's build writes the feed into its
 * release (mf-gallery/src/calendar); this answers with the live release's file, read like a
 * content file: from the registry's origins only, within a deadline. No remote code runs here.
 * When it cannot be read, a clear 503 (and one warning per address until it reads again).
 */
export function registerEventsCalendar(app: FastifyInstance, options: EventsCalendarOptions) {
  const { mayFetch, warn } = options;
  const configured = remoteManifestUrls(options.env);
  const read = textReader({
    timeoutMs: options.timeoutMs,
    warn: (url, reason) => warn(`The events calendar ${url} could not be read: ${reason}`),
  });
  // addresses already reported as refused or not a calendar: said once each
  const reported = new LRUCache<string, true>({ max: 100 });
  const reportOnce = (url: string, message: string) => {
    if (reported.has(url)) return;
    reported.set(url, true);
    warn(message);
  };

  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('The events calendar cannot be read right now. Please try again in a few minutes.\n');

  app.get(eventsFeedPath, async (request, reply) => {
    const manifest = (options.releasesFor?.(request).remoteList ?? configured).gallery;
    if (manifest === undefined) {
      reportOnce('', 'The events calendar has no gallery to read it from');
      return unavailable(reply);
    }
    const url = new URL(eventsFeedFile, manifest).href;
    if (!mayFetch(url)) {
      reportOnce(url, `The events calendar ${url} is not on the registry's origins: not read`);
      return unavailable(reply);
    }
    const answer = await read(url);
    if (answer.status !== 'read') return unavailable(reply);
    if (!isCalendar(answer.text)) {
      reportOnce(url, `The events calendar ${url} is not an iCalendar file: not served`);
      return unavailable(reply);
    }
    reported.delete(url);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', FEED_CACHE)
      .send(answer.text);
  });
}
