import type { ContentResource } from '@harmoni/shared';
import { lessonContent } from '../content';
import { fillLessonPage } from './fillLessonPage';
import { parseLessonPage, type LessonPageContent } from './lessonPageContent';

export { fillLessonPage } from './fillLessonPage';

const parse = (raw: unknown) => fillLessonPage(parseLessonPage(raw));

// One resource object per lesson, so its identity is stable across renders and visits.
const resources = new Map<string, ContentResource<LessonPageContent>>();

/** assets/docs/lessons/{link}.txt on this remote's origin. */
export function lessonPageResource(link: string): ContentResource<LessonPageContent> {
  let resource = resources.get(link);
  if (!resource) {
    resource = {
      url: lessonContent.assetUrl(`assets/docs/lessons/${encodeURIComponent(link)}.txt`),
      parse,
    };
    resources.set(link, resource);
  }
  return resource;
}
