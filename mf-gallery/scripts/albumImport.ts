import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { parseAlbumIndex, parseAlbumInfo, type AlbumInfo } from '../src/albums/albumContent';
import {
  infoFileName,
  isAlbumFolder,
  photoFileName,
  thumbnailFolder,
  type PhotoFormat,
} from '../src/albums/albumFiles';

export interface AlbumImport {
  /** a folder of photos, taken in file-name order (2 before 10) */
  from: string;
  /** public/assets/images/gallery of the remote */
  galleryDir: string;
  /** the album's folder, also its URL segment: 'spring-recital-2026' */
  folder: string;
  name: string;
  /** ISO calendar date: '2026-04-18' */
  date: string;
  /** the photo whose thumbnail is the album cover; 1 unless given */
  cover?: number;
}

export interface ImportedAlbum {
  info: AlbumInfo;
  /** the album index after the import */
  index: string[];
}

/** Long side of a full-size photo, and of a thumbnail, in pixels. */
export const fullSizePixels = 1600;
export const thumbnailPixels = 480;

const photoExtensions = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.tif',
  '.tiff',
  '.avif',
  '.heic',
  '.heif',
]);

const byFileName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The photos of a folder in the order a person would number them. */
export async function sourcePhotos(from: string): Promise<string[]> {
  const entries = await readdir(from, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && photoExtensions.has(extname(entry.name).toLowerCase()))
    .map((entry) => entry.name)
    .sort(byFileName.compare)
    .map((name) => join(from, name));
}

function encode(image: Sharp, format: PhotoFormat, quality: number): Sharp {
  return format === 'jpg'
    ? image.clone().jpeg({ quality, mozjpeg: true })
    : image.clone().webp({ quality });
}

/** Writes one photo as a full-size image and a thumbnail, each as JPEG and WebP. */
async function writePhoto(source: string, albumDir: string, folder: string, index: number) {
  // rotate() applies the camera's orientation; sharp drops the rest of the metadata (GPS too).
  const photo = sharp(source).rotate();
  const full = photo.clone().resize({
    width: fullSizePixels,
    height: fullSizePixels,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const thumbnail = photo.clone().resize({
    width: thumbnailPixels,
    height: thumbnailPixels,
    fit: 'inside',
    withoutEnlargement: true,
  });
  await Promise.all([
    encode(full, 'jpg', 78).toFile(join(albumDir, photoFileName(folder, index, 'jpg'))),
    encode(full, 'webp', 72).toFile(join(albumDir, photoFileName(folder, index, 'webp'))),
    encode(thumbnail, 'jpg', 72).toFile(
      join(albumDir, thumbnailFolder, photoFileName(folder, index, 'jpg')),
    ),
    encode(thumbnail, 'webp', 68).toFile(
      join(albumDir, thumbnailFolder, photoFileName(folder, index, 'webp')),
    ),
  ]).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not convert ${source}: ${reason}`);
  });
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8')) as unknown;
}

async function readIndex(galleryDir: string): Promise<string[]> {
  try {
    return parseAlbumIndex(await readJson(join(galleryDir, infoFileName)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(
      `The album index ${join(galleryDir, infoFileName)} is broken: ${String(error)}`,
    );
  }
}

async function albumDate(galleryDir: string, folder: string): Promise<string | undefined> {
  try {
    return parseAlbumInfo(await readJson(join(galleryDir, folder, infoFileName))).date;
  } catch {
    return undefined;
  }
}

/**
 * The index with the folder in it: a new album goes before the first album that is older
 * (the list shows the newest first); an album already listed keeps its place.
 */
async function withFolder(galleryDir: string, index: string[], folder: string, date: string) {
  if (index.includes(folder)) return index;
  let position = index.length;
  for (const [at, other] of index.entries()) {
    const otherDate = await albumDate(galleryDir, other);
    // ISO dates sort as text
    if (otherDate !== undefined && otherDate < date) {
      position = at;
      break;
    }
  }
  return [...index.slice(0, position), folder, ...index.slice(position)];
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Turns a folder of photos into an album of the gallery: full-size images and thumbnails named
 * '{folder} ({n})', the album's info.txt, and the album in the index. Importing a folder again
 * replaces its photos. Nothing is changed if a photo cannot be read.
 */
export async function importAlbum(options: AlbumImport): Promise<ImportedAlbum> {
  const { from, galleryDir, folder, name, date } = options;
  if (!isAlbumFolder(folder)) {
    throw new Error(`The folder "${folder}" must be lowercase words joined by hyphens`);
  }
  const sources = await sourcePhotos(from);
  if (sources.length === 0) throw new Error(`There are no photos in ${from}`);
  // The same checks the site applies when it reads the file.
  const info = parseAlbumInfo({ name, date, total: sources.length, cover: options.cover ?? 1 });
  const index = await withFolder(galleryDir, await readIndex(galleryDir), folder, info.date);

  const albumDir = join(galleryDir, folder);
  const staging = join(galleryDir, `.${folder}.importing`);
  await rm(staging, { recursive: true, force: true });
  try {
    await mkdir(join(staging, thumbnailFolder), { recursive: true });
    for (const [position, source] of sources.entries()) {
      await writePhoto(source, staging, folder, position + 1);
    }
    await writeFile(join(staging, infoFileName), json(info));
    // Swap the finished album in, then list it: the site never sees half an album.
    await rm(albumDir, { recursive: true, force: true });
    await rename(staging, albumDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  await writeFile(join(galleryDir, infoFileName), json(index));
  return { info, index };
}
