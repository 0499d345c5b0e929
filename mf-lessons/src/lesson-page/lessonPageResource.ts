import type { ContentResource } from '@harmoni/shared';
import { lessonContent } from '../content';
import { fillSiteFacts } from '@harmoni/shared/siteFacts';
import { parseLessonPage, type LessonPageContent } from './lessonPageContent';

/** The content with the school's facts written into every text a visitor reads. */
export function fillLessonPage(page: LessonPageContent): LessonPageContent {
  return {
    ...page,
    title: fillSiteFacts(page.title),
    tagline: fillSiteFacts(page.tagline),
    hero: { ...page.hero, alt: fillSiteFacts(page.hero.alt) },
    description: page.description.map(fillSiteFacts),
    faqs: page.faqs.map(({ q, a }) => ({ q: fillSiteFacts(q), a: fillSiteFacts(a) })),
    setupGuides: page.setupGuides.map((guide) => ({ ...guide, label: fillSiteFacts(guide.label) })),
    meta: {
      description: fillSiteFacts(page.meta.description),
      keywords: fillSiteFacts(page.meta.keywords),
    },
  };
}

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
