import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';
import { albumFolderPattern } from './albumFiles';

/** An album's info.txt. */
export interface AlbumInfo {
  name: string;
  /** ISO calendar date, like '2025-12-14' */
  date: string;
  /** number of photos, named 1..total */
  total: number;
  /** the photo whose thumbnail is the album's cover */
  cover: number;
}

const folder = z
  .string()
  .check(z.regex(albumFolderPattern, 'must be a lowercase-hyphenated folder'));

const albumIndex = z
  .array(folder)
  .check(z.refine((folders) => new Set(folders).size === folders.length, 'lists a folder twice'));

const albumInfo = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
    date: z.iso.date({ error: 'must be a date like 2025-12-14' }),
    total: z.int().check(z.minimum(1, 'an album needs at least one photo')),
    cover: z.optional(z.int().check(z.minimum(1))),
  })
  .check(
    z.refine(({ cover, total }) => cover === undefined || cover <= total, {
      message: 'cover must be one of the photos',
      path: ['cover'],
    }),
  );

/** assets/images/gallery/info.txt -> album folders, in display order. */
export function parseAlbumIndex(raw: unknown): string[] {
  return parseContent(albumIndex, raw);
}

/** assets/images/gallery/{folder}/info.txt -> the album; the cover is photo 1 unless given. */
export function parseAlbumInfo(raw: unknown): AlbumInfo {
  const info = parseContent(albumInfo, raw);
  return { ...info, cover: info.cover ?? 1 };
}
