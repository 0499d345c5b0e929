import { displayedConcerts, titleCase, type Concert, type Lesson } from '@harmoni/shared';
import type { MenuItem } from './Dropdown';

export const aboutMenu: readonly MenuItem[] = [
  { to: '/about', label: 'About Us' },
  { to: '/about/vision-and-mission', label: 'Vision & Mission' },
  { to: '/about/article', label: 'Article' },
  { to: '/about/exam-boards', label: 'Boards' },
  { to: '/about/faq', label: 'FAQ' },
  { to: '/about/setup-online-lesson', label: 'Set-Up' },
];

/** Only lessons with their own page are listed, titled in title case. */
export function lessonMenu(lessons: readonly Lesson[]): MenuItem[] {
  return lessons
    .filter((lesson) => lesson.hasLink && lesson.link)
    .map((lesson) => ({ to: `/lesson/${lesson.link}`, label: titleCase(lesson.title) }));
}

/** Photo and Video first, then each concert gallery marked for display. */
export function galleryMenu(concerts: readonly Concert[]): MenuItem[] {
  return [
    { to: '/gallery/photo', label: 'Photo' },
    { to: '/gallery/video', label: 'Video' },
    ...displayedConcerts(concerts).map((concert) => ({
      to: `/gallery/concert/${concert.url}`,
      label: concert.title,
    })),
  ];
}
