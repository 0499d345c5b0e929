/**
 * Where an album's files live under assets/images/gallery/, shared by the pages and the import
 * script so the two cannot drift:
 *
 *   info.txt                                  the album index: ["folder", ...]
 *   {folder}/info.txt                         { name, date, total, cover }
 *   {folder}/{folder} ({n}).jpg and .webp     photo n (1..total), full size
 *   {folder}/thumbnails/{folder} ({n}).jpg    its thumbnail, and .webp
 */
export const galleryPath = 'assets/images/gallery';
export const infoFileName = 'info.txt';
export const thumbnailFolder = 'thumbnails';

export type PhotoFormat = 'jpg' | 'webp';
export type PhotoSize = 'full' | 'thumbnail';

/** Album folders are URL segments: lowercase words joined by hyphens. */
export const albumFolderPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isAlbumFolder(value: string): boolean {
  return albumFolderPattern.test(value);
}

/** 'recital-2025', 3, 'jpg' -> 'recital-2025 (3).jpg' */
export function photoFileName(folder: string, index: number, format: PhotoFormat): string {
  return `${folder} (${index}).${format}`;
}

/** The path of a photo inside the gallery folder, its file name URL-encoded. */
export function photoPath(
  folder: string,
  index: number,
  size: PhotoSize,
  format: PhotoFormat,
): string {
  const file = encodeURIComponent(photoFileName(folder, index, format));
  return size === 'full' ? `${folder}/${file}` : `${folder}/${thumbnailFolder}/${file}`;
}
