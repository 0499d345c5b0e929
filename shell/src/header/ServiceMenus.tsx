import { useConcerts, useLessons, type ContentState } from '@harmoni/shared';
import { lessonLinks } from '../footer/footerLinks';
import { Dropdown } from './Dropdown';
import { galleryMenu, lessonMenu } from './menus';

/** The wording under a menu whose items come from a remote service, once it is asked for. */
function statusOf(state: ContentState<unknown>, what: string, wanted: boolean): string | undefined {
  if (state.status === 'loading') return wanted ? `Loading ${what}…` : undefined;
  if (state.status === 'error') return `${what} are unavailable right now.`;
  return undefined;
}

const askAboutLessons = [{ to: '/contact', label: 'Ask us about lessons' }];

/** Whether the visitor has reached for the menus: their services load from then on. */
interface ServiceMenuProps {
  wanted: boolean;
}

/**
 * Lesson dropdown from mf-lessons' lesson service; without it, a way to ask instead. Until the
 * service answers (and on a page without scripts, where it never does) the menu lists the
 * lesson pages the site links from its footer, so its links work from the first paint.
 */
export function LessonMenu({ wanted }: ServiceMenuProps) {
  const lessons = useLessons(wanted);
  const items =
    lessons.status === 'ready'
      ? lessonMenu(lessons.data)
      : lessons.status === 'error'
        ? askAboutLessons
        : lessonLinks;
  return (
    <Dropdown
      label="Lesson"
      items={items}
      status={lessons.status === 'error' ? statusOf(lessons, 'Lessons', wanted) : undefined}
    />
  );
}

/** Gallery dropdown: Photo and Video always, concerts from mf-gallery's concert service. */
export function GalleryMenu({ wanted }: ServiceMenuProps) {
  const concerts = useConcerts(wanted);
  return (
    <Dropdown
      label="Gallery"
      items={galleryMenu(concerts.status === 'ready' ? concerts.data : [])}
      status={statusOf(concerts, 'Concert videos', wanted)}
    />
  );
}
