import type { PlayerOptions, ThumbnailQuality, VideoProvider } from './videoSettings';

/** File names of the first service's thumbnails, with their pixel sizes. */
export const youtubeThumbnails: Record<
  ThumbnailQuality,
  { file: string; width: number; height: number }
> = {
  sd: { file: 'sddefault', width: 640, height: 480 },
  medium: { file: 'mqdefault', width: 320, height: 180 },
  high: { file: 'hqdefault', width: 480, height: 360 },
  max: { file: 'maxresdefault', width: 1280, height: 720 },
};

const flag = (value: boolean) => (value ? '1' : '0');

/** A whole number of seconds, or nothing: players ignore fractions and negative times. */
function seconds(value: number | undefined): string | undefined {
  if (value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  return String(Math.floor(value));
}

export function youtubeThumbnailUrl(videoId: string, quality: ThumbnailQuality): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/${youtubeThumbnails[quality].file}.jpg`;
}

/** The privacy-enhanced player: it sets no cookies until the visitor plays. */
export function youtubeEmbedUrl(videoId: string, options: PlayerOptions): string {
  const params = new URLSearchParams({
    autoplay: '1',
    controls: flag(options.controls),
    loop: flag(options.loop),
  });
  // The player only loops a playlist, so a looping video is a playlist of itself.
  if (options.loop) params.set('playlist', videoId);
  const start = seconds(options.start);
  if (start !== undefined) params.set('start', start);
  const end = seconds(options.end);
  if (end !== undefined) params.set('end', end);
  params.set('fs', flag(options.fullscreen));
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

/** The second service takes the start time as a fragment and has no end time. */
export function vimeoEmbedUrl(videoId: string, options: PlayerOptions): string {
  const params = new URLSearchParams({
    autoplay: '1',
    controls: flag(options.controls),
    loop: flag(options.loop),
  });
  const start = seconds(options.start);
  const fragment = start === undefined ? '' : `#t=${start}s`;
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?${params.toString()}${fragment}`;
}

/** The second service's public metadata: a list whose first item has title and thumbnails. */
export function vimeoMetadataUrl(videoId: string): string {
  return `https://vimeo.com/api/v2/video/${encodeURIComponent(videoId)}.json`;
}

export function playerUrl(
  provider: VideoProvider,
  videoId: string,
  options: PlayerOptions,
): string {
  return provider === 'vimeo' ? vimeoEmbedUrl(videoId, options) : youtubeEmbedUrl(videoId, options);
}
