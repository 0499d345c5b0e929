import type { ContentResource } from '@harmoni/shared';
import { galleryContent } from '../content';
import { parseAlbumIndex, parseAlbumInfo, type AlbumInfo } from './albumContent';
import {
  galleryPath,
  infoFileName,
  photoPath,
  type PhotoFormat,
  type PhotoSize,
} from './albumFiles';

/** The album folders, in display order. */
export const albumIndexResource: ContentResource<string[]> = {
  url: galleryContent.assetUrl(`${galleryPath}/${infoFileName}`),
  parse: parseAlbumIndex,
};

const infoResources = new Map<string, ContentResource<AlbumInfo>>();

/** One resource object per folder, so its identity is stable across renders. */
export function albumInfoResource(folder: string): ContentResource<AlbumInfo> {
  let resource = infoResources.get(folder);
  if (!resource) {
    resource = {
      url: galleryContent.assetUrl(`${galleryPath}/${folder}/${infoFileName}`),
      parse: parseAlbumInfo,
    };
    infoResources.set(folder, resource);
  }
  return resource;
}

export function photoUrl(
  folder: string,
  index: number,
  size: PhotoSize,
  format: PhotoFormat,
): string {
  return galleryContent.assetUrl(`${galleryPath}/${photoPath(folder, index, size, format)}`);
}
