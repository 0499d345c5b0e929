import { lessonServiceId } from '../routes/pageModules';
import type { ContentResource, ContentState } from '../content/contentStore';
import { useRemoteContent } from './remoteContent';

/** A lesson as the lesson service gives it (lesson.txt plus the derived hasLink). */
export interface Lesson {
  title: string;
  image: string;
  link?: string;
  hasLink: boolean;
}

/** What mf-lessons exposes as 'lessons/lessonService'. */
export interface LessonService {
  lessons: ContentResource<Lesson[]>;
}

export { lessonServiceId };

const pickLessons = (service: LessonService) => service.lessons;

/**
 * The lesson list, from mf-lessons' lesson service: fetched once per visit, for every user, once
 * `wanted` (a menu waits for the visitor to reach for it).
 */
export function useLessons(wanted = true): ContentState<Lesson[]> {
  return useRemoteContent(lessonServiceId, pickLessons, wanted);
}
