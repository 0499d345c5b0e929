import { site } from './site';
import {
  vimeoEmbedUrl,
  vimeoMetadataUrl,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
} from '../video/videoUrls';

const originOf = (url: string) => new URL(url).origin;
const anyPlayer = { controls: true, loop: false, fullscreen: true };

/**
 * The other sites the pages load from, derived from the very URLs the pages build, so the
 * shell's Content-Security-Policy follows them.
 */
export const thirdPartyOrigins = {
  /** the two video services' players, and the first one's standard player that articles may embed */
  players: [
    originOf(youtubeEmbedUrl('id', anyPlayer)),
    'https://www.youtube.com',
    originOf(vimeoEmbedUrl('id', anyPlayer)),
  ],
  /** video thumbnails: the first service's by URL, the second's from its metadata */
  thumbnails: [originOf(youtubeThumbnailUrl('id', 'high')), 'https://i.vimeocdn.com'],
  /** the second video service's metadata endpoint */
  metadata: [originOf(vimeoMetadataUrl('id'))],
  /** the embedded map on the contact page */
  map: [originOf(site.mapEmbedUrl)],
} as const;
