import {
  ContentFailure,
  forgetContent,
  GetStartedLink,
  NotFoundPage,
  useContent,
  usePageStatus,
} from '@harmoni/shared';
import { useParams } from 'react-router-dom';
import { lessonsResource } from '../lessons/lessonService';
import { LessonDetail, lessonTitleId as titleId } from './LessonDetail';
import { LessonHero } from './LessonHero';
import styles from './LessonPage.module.css';

/**
 * /lesson/{lesson}. The lesson list decides which lessons have a page (those with a link), so
 * the cards, the header menu and these pages always agree; any other name is not found.
 */
export default function LessonPage() {
  const { lesson: link = '' } = useParams();
  const lessons = useContent(lessonsResource);
  // Only the lesson list can say whether this lesson has a page; the lesson itself (or the
  // not-found page) says so once it can.
  usePageStatus('unconfirmed');

  if (lessons.status === 'loading') {
    return <LessonHero titleId={titleId} loading="Loading the lesson" />;
  }

  if (lessons.status === 'error') {
    return (
      <>
        <LessonHero titleId={titleId} title="Lessons" />
        <div className={`page-container ${styles.body}`}>
          <ContentFailure
            error={lessons.error}
            title="Sorry, this lesson cannot be shown right now."
            onRetry={() => forgetContent(lessonsResource.url)}
            unreachable="Please try again in a moment, or get in touch and we will tell you all about it."
          />
          <p className={styles.action}>
            <GetStartedLink />
          </p>
        </div>
      </>
    );
  }

  const lesson = lessons.data.find((entry) => entry.hasLink && entry.link === link);
  if (!lesson) return <NotFoundPage />;

  return <LessonDetail key={link} link={link} lesson={lesson} />;
}
