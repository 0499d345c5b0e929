import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';
import type { Faq } from '../faq/faq';

/** The online-lesson set-up guide sections: /about/setup-online-lesson?section={section} */
export type SetupSection = 'piano' | 'guitar' | 'vocal';

export interface SetupGuide {
  section: SetupSection;
  label: string;
}

/** A lesson page kept as content: assets/docs/lessons/{lesson}.txt */
export interface LessonPageContent {
  /** the page heading: 'Piano Lessons' */
  title: string;
  tagline: string;
  /** the hero picture, a file in assets/images/lesson/hero/ */
  hero: { image: string; alt: string };
  /** paragraphs */
  description: string[];
  /** empty when the page has no FAQ */
  faqs: Faq[];
  /** links to the online-lesson set-up guide; empty on most pages */
  setupGuides: SetupGuide[];
  /** the youngest age the school takes students from, when the page's FAQ says so */
  fromAge?: number;
  /** taught over a video call instead of at the studio */
  online: boolean;
  meta: { description: string; keywords: string };
}

const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

const lessonPage = z.object({
  title: text,
  tagline: text,
  hero: z.object({
    image: text.check(z.regex(/^[\w-]+\.(jpe?g|png)$/, 'must be a .jpg or .png file name')),
    alt: text,
  }),
  description: z.array(text).check(z.minLength(1, 'needs at least one paragraph')),
  faqs: z._default(z.array(z.object({ q: text, a: text })), []),
  setupGuides: z._default(
    z.array(z.object({ section: z.enum(['piano', 'guitar', 'vocal']), label: text })),
    [],
  ),
  fromAge: z.optional(
    z.number().check(z.int('must be whole years'), z.positive('must be at least 1 year')),
  ),
  online: z._default(z.boolean(), false),
  meta: z.object({ description: text, keywords: text }),
});

/** The JSON of a lesson page file -> typed content; throws a readable error otherwise. */
export function parseLessonPage(raw: unknown): LessonPageContent {
  return parseContent(lessonPage, raw);
}
