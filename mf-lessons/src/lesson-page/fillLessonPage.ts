import { fillSiteFacts } from '@harmoni/shared/siteFacts';
import type { LessonPageContent } from './lessonPageContent';

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
