/**
 * npm run event:new -w mf-gallery -- --title "<title>" --date YYYY-MM-DD [--start HH:mm]
 * [--end HH:mm] [--url </path or https://…>] [--image <photo>] [--id <slug>]: a new event on
 * the home page, as a valid entry in event.txt and its picture (the photo given, cut to the
 * events' 600×400, or a poster drawn from its title and date), JPEG and WebP. Nothing is
 * written if the entry would be invalid.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  changeContentFile,
  localDate,
  ScaffoldError,
  slugOf,
} from '@harmoni/tooling/contentScaffold';
import { parseEvents } from '../src/events/eventContent';
import { writeEventPoster } from './eventPosters';

export const usage =
  'Usage: npm run event:new -w mf-gallery -- --title "<title>" --date YYYY-MM-DD [--start HH:mm] [--end HH:mm] [--url <link>] [--image <photo>] [--id <slug>]';

/** The size every event picture has (the home page's cards are drawn for it). */
const eventPicture = { width: 600, height: 400 };

export async function eventNewCommand(
  argv: string[],
  { publicDir, cwd, today = localDate() }: { publicDir: string; cwd: string; today?: string },
): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'public-dir': { type: 'string' },
      title: { type: 'string' },
      date: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      url: { type: 'string' },
      image: { type: 'string' },
      id: { type: 'string' },
    },
    strict: true,
  });
  const title = values.title?.trim();
  if (!title || !values.date)
    throw new ScaffoldError(`Give the event a --title and a --date\n${usage}`);
  const date = values.date;
  const root = values['public-dir'] ?? publicDir;
  // the year tells this year's concert from last year's
  const id =
    values.id ?? slugOf(title.includes(date.slice(0, 4)) ? title : `${title} ${date.slice(0, 4)}`);
  const eventsDir = join(root, 'assets', 'images', 'events');
  const pictures = [`${id}.jpg`, `${id}.webp`].map((name) => join(eventsDir, name));
  if (pictures.some((file) => existsSync(file))) {
    throw new ScaffoldError(`${pictures[0]} already exists; give another --id`);
  }
  const entry = {
    title,
    date,
    time_start: values.start ?? '',
    time_end: values.end ?? '',
    img_src: `${id}.jpg`,
    url: values.url ?? '',
    // ISO dates compare as text
    upcoming: date >= today,
  };
  const eventFile = join(root, 'assets', 'docs', 'event.txt');
  let position = 0;
  const withEvent = (raw: unknown) => {
    const events = raw !== null && typeof raw === 'object' ? raw : {};
    if (Object.hasOwn(events, id)) {
      throw new ScaffoldError(`event.txt already has an event "${id}"; give another --id`);
    }
    position = Object.keys(events).length;
    return { ...events, [id]: entry };
  };
  // checked first: no picture is drawn for an entry that would be refused
  await changeContentFile(eventFile, parseEvents, withEvent, { dryRun: true });
  mkdirSync(eventsDir, { recursive: true });
  try {
    if (values.image) {
      const photo = sharp(isAbsolute(values.image) ? values.image : resolve(cwd, values.image))
        .rotate()
        .resize({ ...eventPicture, fit: 'cover' });
      await photo
        .clone()
        .jpeg({ quality: 78, mozjpeg: true })
        .toFile(pictures[0] ?? '');
      await photo
        .clone()
        .webp({ quality: 72 })
        .toFile(pictures[1] ?? '');
    } else {
      await writeEventPoster(entry, position, eventsDir);
    }
    await changeContentFile(eventFile, parseEvents, withEvent);
  } catch (error) {
    for (const file of pictures) rmSync(file, { force: true });
    throw error;
  }
  return [
    `Added the event "${title}" on ${date} (${entry.upcoming ? 'upcoming' : 'past'}):`,
    `  entry:   ${eventFile} ("${id}")`,
    `  picture: ${pictures.join(', ')}${values.image ? '' : ' (a poster drawn from its title; --image <photo> to use a photo)'}`,
    'Then: npm run content:check -w mf-gallery, and npm run release -w mf-gallery',
  ].join('\n');
}
