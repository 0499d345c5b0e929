/**
 * An event's poster, drawn from its title and date (scenes.ts), as the JPEG (or PNG) its
 * img_src names and a WebP twin beside it: for every event (generate-content.ts) and for a new
 * one without a photo of its own (event:new).
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { isoCalendarDay } from '@harmoni/shared/dateText';
import type { SchoolEvent } from '../src/events/eventContent';
import { eventPoster, paletteNames, palettes, type Instrument } from './scenes';

const instrumentWords: [RegExp, Instrument][] = [
  [/ukulele/i, 'ukulele'],
  [/piano|exam/i, 'piano'],
  [/carol|sing|choir|vocal/i, 'vocal'],
  [/guitar|merdeka/i, 'guitar'],
  [/chamber|cello/i, 'cello'],
];

// A build script: Intl's cost at start does not matter here, as it does in the pages.
const posterFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const posterWeekday = posterFormat({ weekday: 'long' });
const posterDay = posterFormat({ day: 'numeric' });
const posterMonth = posterFormat({ month: 'long' });
const posterYear = posterFormat({ year: 'numeric' });

/** '2026-03-14' -> 'Saturday, 14 March 2026': the day before the month, unlike en-US's own order. */
function posterDate(isoDate: string): string {
  const part = (format: Intl.DateTimeFormat) => format.format(isoCalendarDay(isoDate));
  return `${part(posterWeekday)}, ${part(posterDay)} ${part(posterMonth)} ${part(posterYear)}`;
}

/** Draws the poster of the event at `position` in event.txt (which picks its palette). */
export async function writeEventPoster(
  event: Pick<SchoolEvent, 'title' | 'date' | 'img_src'>,
  position: number,
  eventsDir: string,
): Promise<void> {
  const instrument =
    instrumentWords.find(([pattern]) => pattern.test(event.title))?.[1] ?? 'violin';
  const svg = eventPoster({
    seed: position + 11,
    title: event.title,
    subtitle: posterDate(event.date),
    instrument,
    palette: palettes[paletteNames[position % paletteNames.length] ?? 'crimson'],
  });
  const image = sharp(Buffer.from(svg));
  // The file the event names, in the format its extension says, and a WebP twin beside it.
  const format = /\.png$/i.test(event.img_src) ? 'png' : 'jpeg';
  await image.clone().toFormat(format, { quality: 74 }).toFile(join(eventsDir, event.img_src));
  await image
    .clone()
    .webp({ quality: 70 })
    .toFile(join(eventsDir, event.img_src.replace(/\.\w+$/, '.webp')));
}
