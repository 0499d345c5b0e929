import { site } from '@harmoni/shared';
import type { MouseEvent } from 'react';
import { homeBannerImage } from './images/bannerImage';
import { bannerImageSize } from './images/bannerImageSize';
import styles from './Banner.module.css';

/**
 * The hero: 85vh (65vh on narrow screens) with an arrow that scrolls to the content. The arrow
 * is a link to the content, so it works from the first paint; once hydrated it glides there.
 */
export function Banner() {
  const scrollToContent = (event: MouseEvent) => {
    const content = document.getElementById('home-content');
    if (!content) return;
    event.preventDefault();
    content.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section
      className={styles.banner}
      // not named by the heading alone: the footer already has a region named after the school
      aria-label={`Welcome to ${site.brand}`}
      data-testid="home-banner"
    >
      {/* The page's largest paint: fetched first, never lazily. */}
      <picture>
        <source
          type="image/webp"
          srcSet={homeBannerImage.webpSet.srcset}
          sizes={homeBannerImage.webpSet.sizes}
        />
        <img
          className={styles.image}
          src={homeBannerImage.jpg}
          alt="Golden music notes drifting over a piano keyboard"
          width={bannerImageSize.width}
          height={bannerImageSize.height}
          fetchPriority="high"
          loading="eager"
          decoding="async"
        />
      </picture>
      <div className={styles.content}>
        <p className={styles.kicker}>
          {site.area}, {site.city}
        </p>
        <h1 id="banner-title" className={styles.title}>
          {site.brand}
        </h1>
        <p className={styles.tagline}>
          Music lessons for every age, taught with care since {site.established}.
        </p>
      </div>
      <a href="#home-content" className={styles.arrow} onClick={scrollToContent}>
        <span className="visually-hidden">Scroll down to the content</span>
        <span className={styles.chevron} aria-hidden="true" />
      </a>
    </section>
  );
}
