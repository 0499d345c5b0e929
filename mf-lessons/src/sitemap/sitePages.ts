import { readResource, type SitePages } from '@harmoni/shared/pageFacts';
import { lessonsResource } from '../lessons/lessonService';

/** Every lesson with a page of its own, as the lesson list names them. */
const sitePages: SitePages = async (read) => {
  const lessons = (await readResource(read, lessonsResource)) ?? [];
  return lessons.flatMap((lesson) =>
    lesson.hasLink && lesson.link ? [`/lesson/${encodeURIComponent(lesson.link)}`] : [],
  );
};

export default sitePages;
