import { readFileSync } from 'node:fs';
import { siteUrl } from '@harmoni/shared/apps';
import type { RsbuildPlugin } from '@rsbuild/core';
import { parseEvents } from '../events/eventContent';
import { eventCalendarFiles } from './eventCalendar';

type Env = Record<string, string | undefined>;

export interface EventCalendarsOptions {
  /** the events the home page shows (public/assets/docs/event.txt) */
  eventsFile: string;
  /** SITE_URL names the site in the calendars' links and ids */
  env?: Env;
  now?: () => Date;
}

function readEvents(eventsFile: string) {
  try {
    return parseEvents(JSON.parse(readFileSync(eventsFile, 'utf8')) as unknown);
  } catch (error) {
    throw new Error(`${eventsFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Writes the gallery's calendar files into its build from its own event.txt, so a gallery
 * release carries the calendars of the events it shows (eventCalendar.ts). A broken event.txt
 * fails the build, naming the file and the field.
 */
export function pluginEventCalendars({
  eventsFile,
  env = process.env,
  now = () => new Date(),
}: EventCalendarsOptions): RsbuildPlugin {
  return {
    name: 'harmoni:event-calendars',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        // the dev server writes them again when the events change
        compilation.fileDependencies.add(eventsFile);
        const context = { siteUrl: siteUrl(env), written: now() };
        for (const { file, text } of eventCalendarFiles(readEvents(eventsFile), context)) {
          compilation.emitAsset(file, new sources.RawSource(text));
        }
      });
    },
  };
}
