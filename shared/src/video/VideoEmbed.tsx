import { useEffect, useRef, useState } from 'react';
import { isPlainClick } from '../ui/plainClick';
import {
  defaultPlayerOptions,
  defaultThumbnailQuality,
  missingVideoIdMessage,
  type PlayerOptions,
  type ThumbnailQuality,
  type VideoProvider,
} from './videoSettings';
import { playerUrl, youtubeThumbnails, youtubeThumbnailUrl } from './videoUrls';
import { useVimeoMetadata } from './vimeoMetadata';
import styles from './VideoEmbed.module.css';

export interface VideoEmbedProps {
  videoId: string;
  /** 'youtube' unless given */
  provider?: VideoProvider;
  /** thumbnail quality of the first service; 'high' unless given */
  quality?: ThumbnailQuality;
  /** names the play button and the player; the second service's own title otherwise */
  title?: string;
  controls?: boolean;
  loop?: boolean;
  /** seconds */
  start?: number;
  /** seconds */
  end?: number;
  fullscreen?: boolean;
  /**
   * a class that sizes the frame (the gallery's 315 pixels tall); without it the frame keeps a
   * 16:9 shape. A class, not an inline style: the site's CSP blocks inline style attributes in
   * server-rendered HTML.
   */
  frameClassName?: string;
}

interface VideoSettings extends PlayerOptions {
  videoId: string;
  provider: VideoProvider;
  quality: ThumbnailQuality;
  title: string;
}

/** Vimeo's thumbnail_large is 640 pixels wide, in the video's 16:9 shape. */
const vimeoThumbnailSize = { width: 640, height: 360 };

function Thumbnail({
  settings,
  title,
  vimeoThumbnail,
  onPlay,
}: {
  settings: VideoSettings;
  title: string;
  vimeoThumbnail: string;
  onPlay: () => void;
}) {
  const [broken, setBroken] = useState(false);
  const youtube = settings.provider === 'youtube';
  const src = youtube ? youtubeThumbnailUrl(settings.videoId, settings.quality) : vimeoThumbnail;
  const size = youtube ? youtubeThumbnails[settings.quality] : vimeoThumbnailSize;
  // A link to the service's player, which plays the video before the page's code arrives;
  // once hydrated, a plain click plays it here instead.
  return (
    <a
      href={playerUrl(settings.provider, settings.videoId, settings)}
      className={styles.thumbnail}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPlay();
      }}
      aria-label={title ? `Play video: ${title}` : 'Play video'}
    >
      {/* Without a banner (metadata failed, image missing) the frame stays a plain panel. */}
      {src && !broken ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : null}
      {title ? (
        <span className={styles.caption} aria-hidden="true">
          {title}
        </span>
      ) : null}
      <svg className={styles.playIcon} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
        <rect width="68" height="48" rx="12" />
        <path d="M27 15v18l16-9z" />
      </svg>
    </a>
  );
}

function Player({ settings, title }: { settings: VideoSettings; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The play link is gone: keep keyboard focus on what replaced it.
  useEffect(() => {
    frame.current?.focus();
  }, []);
  const allow = ['autoplay', 'encrypted-media', 'picture-in-picture', 'clipboard-write'];
  if (settings.fullscreen) allow.push('fullscreen');
  return (
    <iframe
      ref={frame}
      className={styles.player}
      src={playerUrl(settings.provider, settings.videoId, settings)}
      title={title || 'Video player'}
      allow={allow.join('; ')}
      allowFullScreen={settings.fullscreen}
      // The first service refuses embeds that send no referrer at all.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

function VideoFrame({
  settings,
  frameClassName,
}: {
  settings: VideoSettings;
  frameClassName?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const metadata = useVimeoMetadata(settings.provider === 'vimeo' ? settings.videoId : undefined);
  const title = settings.title || metadata.title;
  return (
    <div
      className={`${styles.frame} ${frameClassName ?? styles.widescreen}`}
      data-video-id={settings.videoId}
    >
      {playing ? (
        <Player settings={settings} title={title} />
      ) : (
        <Thumbnail
          settings={settings}
          title={title}
          vimeoThumbnail={metadata.thumbnail}
          onPlay={() => setPlaying(true)}
        />
      )}
    </div>
  );
}

/**
 * A video that costs the visitor nothing until they ask for it: a thumbnail with a play button,
 * then the service's player, playing. Only the thumbnail (and, for the second service, the
 * metadata that names it) loads before the click.
 */
export function VideoEmbed(props: VideoEmbedProps) {
  // Ids come from content files, so a missing one reaches here despite the types.
  const videoId: unknown = props.videoId;
  if (typeof videoId !== 'string' || videoId.trim() === '') throw new Error(missingVideoIdMessage);
  const settings: VideoSettings = {
    videoId: videoId.trim(),
    provider: props.provider ?? 'youtube',
    quality: props.quality ?? defaultThumbnailQuality,
    title: props.title ?? '',
    controls: props.controls ?? defaultPlayerOptions.controls,
    loop: props.loop ?? defaultPlayerOptions.loop,
    fullscreen: props.fullscreen ?? defaultPlayerOptions.fullscreen,
    start: props.start,
    end: props.end,
  };
  // New inputs start over at the thumbnail: the key gives the frame fresh state.
  return (
    <VideoFrame
      key={JSON.stringify(settings)}
      settings={settings}
      frameClassName={props.frameClassName}
    />
  );
}
