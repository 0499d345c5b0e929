import { Picture, Spinner } from '@harmoni/shared';
import { heroImageSize } from '../images/imageSizes';
import { heroImageUrl, webpSibling } from '../images/lessonImages';
import styles from './LessonPage.module.css';

interface LessonHeroProps {
  titleId: string;
  title?: string;
  tagline?: string;
  image?: { image: string; alt: string };
  /** while the page loads: what the spinner announces */
  loading?: string;
}

/**
 * The top of a lesson page, under the transparent header: the hero picture (the page's largest
 * paint, so fetched first) behind the title. The same frame holds the spinner while loading;
 * the text block keeps one size in every state (see the CSS), so nothing moves as the page fills.
 */
export function LessonHero({ titleId, title, tagline, image, loading }: LessonHeroProps) {
  return (
    <div className={styles.hero} data-testid="lesson-hero">
      {image ? (
        <Picture
          jpg={heroImageUrl(image.image)}
          webp={webpSibling(heroImageUrl(image.image))}
          alt={image.alt}
          width={heroImageSize.width}
          height={heroImageSize.height}
          className={styles.heroImage}
          priority
        />
      ) : null}
      <div className={`page-container ${styles.heroText}`}>
        {title ? (
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
        ) : null}
        {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        {loading ? (
          <div className={styles.heroLoading}>
            <Spinner label={loading} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
