/** The two video services an embed can play from (SPEC.md section 7). */
export type VideoProvider = 'youtube' | 'vimeo';

/** Thumbnail qualities of the first video service; 'high' unless chosen. */
export type ThumbnailQuality = 'sd' | 'medium' | 'high' | 'max';

/** How the player behaves once the visitor presses play. */
export interface PlayerOptions {
  controls: boolean;
  loop: boolean;
  fullscreen: boolean;
  /** seconds from the start of the video */
  start?: number;
  /** seconds from the start of the video; the second service has no end parameter */
  end?: number;
}

export const defaultPlayerOptions: PlayerOptions = {
  controls: true,
  loop: false,
  fullscreen: true,
};

export const defaultThumbnailQuality: ThumbnailQuality = 'high';

export const missingVideoIdMessage = 'Video ID MUST be provided';
