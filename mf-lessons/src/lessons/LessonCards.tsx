import {
  ContentFailure,
  forgetContent,
  SectionHeading,
  Spinner,
  useContent,
  type Lesson,
} from '@harmoni/shared';
import { Link } from 'react-router-dom';
import { LessonCard } from './LessonCard';
import { lessonsResource } from './lessonService';
import styles from './LessonCards.module.css';

function LessonList({ lessons }: { lessons: Lesson[] }) {
  if (lessons.length === 0) {
    return (
      <p className={styles.empty}>
        Our class list is being updated. <Link to="/contact">Ask us about lessons</Link> and we will
        help you choose.
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {lessons.map((lesson) => (
        <LessonCard key={`${lesson.title}-${lesson.link ?? ''}`} lesson={lesson} />
      ))}
    </ul>
  );
}

/** The home page's Lessons section: one card per lesson of the lesson service. */
export default function LessonCards() {
  const lessons = useContent(lessonsResource);
  return (
    <section className={`page-container ${styles.section}`} aria-labelledby="lesson-cards-title">
      <SectionHeading
        id="lesson-cards-title"
        title="Our Lessons"
        lead="Choose an instrument to see how we teach it, or ask us about any class."
      />
      {lessons.status === 'loading' ? <Spinner label="Loading the lessons" /> : null}
      {lessons.status === 'error' ? (
        <ContentFailure
          error={lessons.error}
          title="Sorry, our lessons cannot be shown right now."
          onRetry={() => forgetContent(lessonsResource.url)}
          unreachable="Please try again in a moment."
        >
          You can also <Link to="/contact">ask us about lessons</Link>.
        </ContentFailure>
      ) : null}
      {lessons.status === 'ready' ? <LessonList lessons={lessons.data} /> : null}
    </section>
  );
}
