/**
 * npx tsx scripts/generate-content.ts (in mf-gallery)
 *
 * Draws the site's own pictures: a poster for every event in event.txt, and the demo photo
 * albums, which go through the same import as real photos (gallery:import). Run it again after
 * adding an event to draw its poster.
 */
import { mkdtemp, mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { isoCalendarDay } from '@harmoni/shared/dateText';
import { parseEvents } from '../src/events/eventContent';
import { importAlbum } from './albumImport';
import {
  eventPoster,
  paletteNames,
  palettes,
  photoScene,
  type Instrument,
  type PaletteName,
  type SceneKind,
} from './scenes';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const galleryDir = join(publicDir, 'assets/images/gallery');
const eventsDir = join(publicDir, 'assets/images/events');

interface DemoAlbum {
  folder: string;
  name: string;
  date: string;
  cover: number;
  palette: PaletteName;
  scenes: { kind: SceneKind; instruments: Instrument[]; caption: string }[];
}

const albums: DemoAlbum[] = [
  {
    folder: 'year-end-concert-2025',
    name: 'Year-End Concert 2025',
    date: '2025-12-13',
    cover: 2,
    palette: 'crimson',
    scenes: [
      { kind: 'concert', instruments: ['piano', 'violin'], caption: 'Opening duet' },
      { kind: 'concert', instruments: ['violin', 'cello'], caption: 'String ensemble' },
      { kind: 'recital', instruments: ['piano'], caption: 'Grade 8 piano solo' },
      { kind: 'concert', instruments: ['guitar', 'vocal'], caption: 'Acoustic set' },
      { kind: 'concert', instruments: ['vocal'], caption: 'Junior choir' },
      { kind: 'recital', instruments: ['cello'], caption: 'Cello solo' },
      { kind: 'concert', instruments: ['ukulele', 'vocal'], caption: 'Ukulele club' },
      {
        kind: 'concert',
        instruments: ['piano', 'violin', 'cello'],
        caption: 'Finale: all together',
      },
    ],
  },
  {
    folder: 'spring-recital-2026',
    name: 'Spring Recital 2026',
    date: '2026-04-18',
    cover: 1,
    palette: 'spring',
    scenes: [
      { kind: 'recital', instruments: ['piano'], caption: 'First recital, age 6' },
      { kind: 'recital', instruments: ['violin'], caption: 'Violin: Minuet in G' },
      { kind: 'concert', instruments: ['guitar'], caption: 'Guitar duo' },
      { kind: 'recital', instruments: ['vocal'], caption: 'Vocal solo' },
      { kind: 'concert', instruments: ['piano', 'vocal'], caption: 'Piano and voice' },
      { kind: 'concert', instruments: ['violin', 'piano'], caption: 'Bows and applause' },
    ],
  },
  {
    folder: 'ukulele-fun-day-2026',
    name: 'Ukulele Fun Day 2026',
    date: '2026-07-25',
    cover: 3,
    palette: 'sunny',
    scenes: [
      { kind: 'workshop', instruments: ['ukulele'], caption: 'Tuning up' },
      { kind: 'workshop', instruments: ['ukulele', 'vocal'], caption: 'First chords: C and Am' },
      { kind: 'workshop', instruments: ['ukulele'], caption: 'Strumming together' },
      { kind: 'workshop', instruments: ['ukulele', 'guitar'], caption: 'Parents join in' },
      { kind: 'workshop', instruments: ['vocal', 'ukulele'], caption: 'Singalong' },
      { kind: 'workshop', instruments: ['ukulele'], caption: 'Certificates for everyone' },
    ],
  },
];

/** Source photos at 1600 pixels wide: the import makes the site's sizes from them. */
async function drawAlbum(album: DemoAlbum): Promise<void> {
  const sourceDir = await mkdtemp(join(tmpdir(), `${album.folder}-`));
  try {
    for (const [position, scene] of album.scenes.entries()) {
      const svg = photoScene({
        seed: album.date.length * 1000 + position * 37 + album.folder.length,
        kind: scene.kind,
        palette: palettes[album.palette],
        instruments: scene.instruments,
        caption: scene.caption,
      });
      await sharp(Buffer.from(svg))
        .jpeg({ quality: 92 })
        .toFile(join(sourceDir, `photo-${position + 1}.jpg`));
    }
    const { info } = await importAlbum({
      from: sourceDir,
      galleryDir,
      folder: album.folder,
      name: album.name,
      date: album.date,
      cover: album.cover,
    });
    console.log(`album ${album.folder}: ${info.total} photos`);
  } finally {
    await rm(sourceDir, { recursive: true, force: true });
  }
}

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

async function drawEventPosters(): Promise<void> {
  const events = parseEvents(
    JSON.parse(await readFile(join(publicDir, 'assets/docs/event.txt'), 'utf8')) as unknown,
  );
  await mkdir(eventsDir, { recursive: true });
  for (const [position, event] of events.entries()) {
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
  console.log(`event posters: ${events.length}`);
}

await drawEventPosters();
for (const album of albums) await drawAlbum(album);
