import { site } from '@harmoni/shared';
import styles from './Award.module.css';

/** The home page's note congratulating the principal on the educators award. */
export function AwardNote() {
  return (
    <section className={styles.note} aria-labelledby="award-note-title" data-testid="award-note">
      <div className={`page-container ${styles.noteInner}`}>
        <span className={styles.medal} aria-hidden="true" />
        <div>
          <h2 id="award-note-title" className={styles.noteTitle}>
            Congratulations, {site.principal}
          </h2>
          <p className={styles.noteText}>
            Everyone at {site.brand} congratulates our principal, {site.principal}, on the{' '}
            {site.award.year} {site.award.name}. The award recognises years of dedication to music
            education and to the students and families of {site.area}.
          </p>
        </div>
      </div>
    </section>
  );
}
