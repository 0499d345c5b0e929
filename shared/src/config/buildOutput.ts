/**
 * Where a build leaves the files its server reads at runtime: written once for the build plugins
 * that write them (@harmoni/tooling) and the server that reads them (@harmoni/serve).
 */

/** The shell's server view, inside its build and never served. */
export const shellViewFolder = 'ssr';
export const shellViewFile = `${shellViewFolder}/renderShellView.cjs`;

/** At the root of the shell's build: a JSON array of its start-up files' public URLs, in fetch order. */
export const startupFilesName = 'startup-files.json';

/**
 * In the gallery's build, beside its content: its upcoming events as calendar files (RFC 5545),
 * one per event for "Add to calendar" and one feed of them all, which the shell's server answers
 * `/events.ics` with (serve/src/pages/eventsCalendar.ts). Under assets/docs/, so they are
 * revalidated like the content they come from.
 */
export const eventCalendarFolder = 'assets/docs/calendar';
export const eventCalendarFile = (eventId: string) => `${eventCalendarFolder}/${eventId}.ics`;
export const eventsFeedFile = `${eventCalendarFolder}/events.ics`;
/** Where the site offers the feed, on its own origin. */
export const eventsFeedPath = '/events.ics';
