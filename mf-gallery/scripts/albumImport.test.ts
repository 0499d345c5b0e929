/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { importAlbum, sourcePhotos } from './albumImport';

let work: string;
let photos: string;
let gallery: string;

/** A plain coloured photo of the given size, like a camera would hand over. */
async function photo(name: string, width: number, height: number, colour: string) {
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toFile(join(photos, name));
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8')) as unknown;
}

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'gallery-import-'));
  photos = join(work, 'photos');
  gallery = join(work, 'gallery');
  await mkdir(photos);
  await mkdir(gallery);
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('sourcePhotos', () => {
  it('takes image files in the order a person numbers them, and nothing else', async () => {
    await photo('IMG 10.jpg', 40, 30, '#f00');
    await photo('IMG 2.jpg', 40, 30, '#0f0');
    await photo('IMG 1.JPG', 40, 30, '#00f');
    await writeFile(join(photos, 'notes.txt'), 'not a photo');
    await mkdir(join(photos, 'sub.jpg'));
    const names = (await sourcePhotos(photos)).map((path) => path.slice(photos.length + 1));
    expect(names).toEqual(['IMG 1.JPG', 'IMG 2.jpg', 'IMG 10.jpg']);
  });
});

describe('importAlbum', () => {
  it('writes full-size photos and thumbnails, JPEG and WebP, named {folder} ({n})', async () => {
    await photo('a.jpg', 3200, 2000, '#c0392b');
    await photo('b.png', 800, 1200, '#2980b9');
    await photo('c.jpg', 2400, 1600, '#27ae60');

    const result = await importAlbum({
      from: photos,
      galleryDir: gallery,
      folder: 'spring-recital-2026',
      name: 'Spring Recital 2026',
      date: '2026-04-18',
      cover: 2,
    });

    const album = join(gallery, 'spring-recital-2026');
    expect((await readdir(album)).sort()).toEqual([
      'info.txt',
      'spring-recital-2026 (1).jpg',
      'spring-recital-2026 (1).webp',
      'spring-recital-2026 (2).jpg',
      'spring-recital-2026 (2).webp',
      'spring-recital-2026 (3).jpg',
      'spring-recital-2026 (3).webp',
      'thumbnails',
    ]);
    expect((await readdir(join(album, 'thumbnails'))).length).toBe(6);

    // the long side fits 1600 (full) and 480 (thumbnail); small photos are not enlarged
    const first = await sharp(join(album, 'spring-recital-2026 (1).jpg')).metadata();
    expect([first.width, first.height, first.format]).toEqual([1600, 1000, 'jpeg']);
    const portrait = await sharp(join(album, 'spring-recital-2026 (2).webp')).metadata();
    expect([portrait.width, portrait.height, portrait.format]).toEqual([800, 1200, 'webp']);
    const thumbnail = await sharp(
      join(album, 'thumbnails', 'spring-recital-2026 (3).jpg'),
    ).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 320]);

    const info = { name: 'Spring Recital 2026', date: '2026-04-18', total: 3, cover: 2 };
    expect(await readJson(join(album, 'info.txt'))).toEqual(info);
    expect(await readJson(join(gallery, 'info.txt'))).toEqual(['spring-recital-2026']);
    expect(result).toEqual({ info, index: ['spring-recital-2026'] });
  }, 30_000); // four large pictures through sharp: seconds on a busy two-core machine

  it('lists a new album before older ones, and keeps a re-imported album in its place', async () => {
    await photo('1.jpg', 64, 48, '#333');
    const base = { from: photos, galleryDir: gallery };
    await importAlbum({
      ...base,
      folder: 'concert-2024',
      name: 'Concert 2024',
      date: '2024-11-23',
    });
    await importAlbum({
      ...base,
      folder: 'concert-2026',
      name: 'Concert 2026',
      date: '2026-12-12',
    });
    await importAlbum({
      ...base,
      folder: 'recital-2025',
      name: 'Recital 2025',
      date: '2025-04-19',
    });
    expect(await readJson(join(gallery, 'info.txt'))).toEqual([
      'concert-2026',
      'recital-2025',
      'concert-2024',
    ]);

    // again, with more photos and a new name: same place, photos replaced
    await photo('2.jpg', 64, 48, '#666');
    await importAlbum({
      ...base,
      folder: 'concert-2024',
      name: 'Charity Concert',
      date: '2024-11-23',
    });
    expect(await readJson(join(gallery, 'info.txt'))).toEqual([
      'concert-2026',
      'recital-2025',
      'concert-2024',
    ]);
    expect(await readJson(join(gallery, 'concert-2024', 'info.txt'))).toEqual({
      name: 'Charity Concert',
      date: '2024-11-23',
      total: 2,
      cover: 1,
    });
  });

  it('drops the old photos when an album is re-imported with fewer', async () => {
    await photo('1.jpg', 64, 48, '#333');
    await photo('2.jpg', 64, 48, '#666');
    const options = {
      from: photos,
      galleryDir: gallery,
      folder: 'duo',
      name: 'Duo',
      date: '2026-01-10',
    };
    await importAlbum(options);
    await rm(join(photos, '2.jpg'));
    await importAlbum(options);
    expect(await readdir(join(gallery, 'duo'))).not.toContain('duo (2).jpg');
  });

  it.each([
    [{ folder: 'Spring Recital' }, /lowercase words joined by hyphens/],
    [{ date: '18/04/2026' }, /date/],
    [{ name: ' ' }, /must not be empty/],
    [{ cover: 4 }, /cover must be one of the photos/],
  ])('refuses %j and changes nothing', async (change, message) => {
    await photo('1.jpg', 64, 48, '#333');
    await expect(
      importAlbum({
        from: photos,
        galleryDir: gallery,
        folder: 'recital',
        name: 'Recital',
        date: '2026-04-18',
        ...change,
      }),
    ).rejects.toThrow(message);
    expect(await readdir(gallery)).toEqual([]);
  });

  it('refuses an empty folder', async () => {
    await expect(
      importAlbum({
        from: photos,
        galleryDir: gallery,
        folder: 'x',
        name: 'X',
        date: '2026-01-01',
      }),
    ).rejects.toThrow(/There are no photos/);
  });

  it('leaves the existing album untouched when a photo cannot be read', async () => {
    await photo('1.jpg', 64, 48, '#333');
    const options = {
      from: photos,
      galleryDir: gallery,
      folder: 'duo',
      name: 'Duo',
      date: '2026-01-10',
    };
    await importAlbum(options);
    await writeFile(join(photos, '2.jpg'), 'this is not a JPEG');
    await expect(importAlbum(options)).rejects.toThrow(/Could not convert .*2\.jpg/);
    expect((await readdir(gallery)).sort()).toEqual(['duo', 'info.txt']);
    expect(await readJson(join(gallery, 'duo', 'info.txt'))).toMatchObject({ total: 1 });
  });
});
