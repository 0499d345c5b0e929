import { contactPath, type Lesson } from '@harmoni/shared';

/**
 * Where a lesson card leads: the lesson's own page when it has a link, otherwise the contact
 * page with the class preselected by its lowercased title ('/contact?instrument=theory').
 */
export function lessonCardPath(lesson: Pick<Lesson, 'title' | 'link' | 'hasLink'>): string {
  if (lesson.hasLink && lesson.link) return `/lesson/${encodeURIComponent(lesson.link)}`;
  return contactPath(lesson.title.toLowerCase());
}
