import { VideoEmbed } from '@harmoni/shared/video';
import styles from './VideoGrid.module.css';

export interface VideoGridProps {
  videoIds: readonly string[];
  /** names each video for the play button and the player: (1-based position) => title */
  titleOf: (position: number) => string;
  label: string;
}

/** Video embeds side by side, each a thumbnail until played. */
export function VideoGrid({ videoIds, titleOf, label }: VideoGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {videoIds.map((videoId, index) => (
        // The same video may appear twice in a list, so the position is part of the key.
        <li key={`${index}-${videoId}`}>
          <VideoEmbed
            videoId={videoId}
            title={titleOf(index + 1)}
            frameClassName={styles.galleryFrame}
          />
        </li>
      ))}
    </ul>
  );
}
