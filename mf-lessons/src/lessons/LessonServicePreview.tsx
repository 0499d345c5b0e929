import { titleCase } from '@harmoni/shared';
import { useContent } from '@harmoni/shared';
import { lessonsResource } from './lessonService';

/** What the lesson service hands the rest of the site, for this team's standalone runs. */
export function LessonServicePreview() {
  const lessons = useContent(lessonsResource);
  if (lessons.status === 'loading') return <p className="page-container">Loading lessons…</p>;
  if (lessons.status === 'error') return <p className="page-container">{lessons.error.message}</p>;
  return (
    <section className="page-container">
      <h1>Lesson service</h1>
      <ul>
        {lessons.data.map((lesson) => (
          <li key={lesson.title}>
            {titleCase(lesson.title)}{' '}
            {lesson.hasLink ? `→ /lesson/${lesson.link}` : '(no lesson page)'}
          </li>
        ))}
      </ul>
    </section>
  );
}
