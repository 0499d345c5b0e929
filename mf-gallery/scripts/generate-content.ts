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
import { parseEvents } from '../src/events/eventContent';
import { importAlbum } from './albumImport';
import { writeEventPoster } from './eventPosters';
import { palettes, photoScene, type Instrument, type PaletteName, type SceneKind } from './scenes';

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

async function drawEventPosters(): Promise<void> {
  const events = parseEvents(
    JSON.parse(await readFile(join(publicDir, 'assets/docs/event.txt'), 'utf8')) as unknown,
  );
  await mkdir(eventsDir, { recursive: true });
  for (const [position, event] of events.entries()) {
    await writeEventPoster(event, position, eventsDir);
  }
  console.log(`event posters: ${events.length}`);
}

await drawEventPosters();
for (const album of albums) await drawAlbum(album);
