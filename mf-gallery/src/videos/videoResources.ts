import type { ContentResource } from '@harmoni/shared';
import { galleryContent } from '../content';
import { parseVideoList } from './videoList';

/** The video gallery's videos. */
export const galleryVideosResource: ContentResource<string[]> = {
  url: galleryContent.assetUrl('assets/docs/gallery-video.txt'),
  parse: parseVideoList,
};

/** The home page's Event Recaps. */
export const footageResource: ContentResource<string[]> = {
  url: galleryContent.assetUrl('assets/docs/footage.txt'),
  parse: parseVideoList,
};
