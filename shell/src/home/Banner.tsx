import { site } from '@harmoni/shared';
import styles from './Banner.module.css';

/** The hero: 85vh (65vh on narrow screens) with an arrow that scrolls to the content. */
export function Banner() {
  const scrollToContent = () => {
    document.getElementById('home-content')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className={styles.banner} aria-labelledby="banner-title" data-testid="home-banner">
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
      <button type="button" className={styles.arrow} onClick={scrollToContent}>
        <span className="visually-hidden">Scroll down to the content</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
    </section>
  );
}
