export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed';
export type { ThumbnailQuality, VideoProvider } from './videoSettings';
