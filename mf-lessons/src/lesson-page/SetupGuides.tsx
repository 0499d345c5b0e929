import { Link } from 'react-router-dom';
import type { SetupGuide } from './lessonPageContent';
import { setupGuidePath } from './setupGuidePath';
import styles from './LessonPage.module.css';

/** The online-lesson page's way to the set-up guide, one link per instrument. */
/** Fixed: one set-up block per page (useId would depend on the tree the server draws it in). */
const headingId = 'lesson-setup-heading';

export function SetupGuides({ guides }: { guides: SetupGuide[] }) {
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId}>Getting set up</h2>
      <p>Before your first online lesson, read the set-up guide for your instrument:</p>
      <ul className={styles.guides}>
        {guides.map((guide) => (
          <li key={guide.section}>
            <Link to={setupGuidePath(guide.section)}>{guide.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
