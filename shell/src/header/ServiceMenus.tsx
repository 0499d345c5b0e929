import { useConcerts, useLessons, type ContentState } from '@harmoni/shared';
import { Dropdown } from './Dropdown';
import { galleryMenu, lessonMenu } from './menus';

/** The wording under a menu whose items come from a remote service. */
function statusOf(state: ContentState<unknown>, what: string): string | undefined {
  if (state.status === 'loading') return `Loading ${what}…`;
  if (state.status === 'error') return `${what} are unavailable right now.`;
  return undefined;
}

const askAboutLessons = [{ to: '/contact', label: 'Ask us about lessons' }];

/** Whether the visitor has reached for the menus: their services load from then on. */
interface ServiceMenuProps {
  wanted: boolean;
}

/** Lesson dropdown from mf-lessons' lesson service; without it, a way to ask instead. */
export function LessonMenu({ wanted }: ServiceMenuProps) {
  const lessons = useLessons(wanted);
  const items = lessons.status === 'ready' ? lessonMenu(lessons.data) : [];
  return (
    <Dropdown
      label="Lesson"
      items={lessons.status === 'error' ? askAboutLessons : items}
      status={statusOf(lessons, 'Lessons')}
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
      status={statusOf(concerts, 'Concert videos')}
    />
  );
}
