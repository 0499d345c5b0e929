import * as z from 'zod/mini';
import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { pageMeta, parserFor, text } from '../page/pageContent';

/** One question and its answer (SPEC section 3: fields q and a). */
const faqEntry = z.object({ q: text, a: text });

const faqPage = z.object({
  ...pageMeta,
  intro: text,
  questions: z.array(faqEntry).check(z.minLength(1, 'needs at least one question')),
});

/** The general FAQ: assets/docs/faq.txt */
export type FaqPageContent = z.infer<typeof faqPage>;
export type FaqEntry = z.infer<typeof faqEntry>;

export const parseFaq = parserFor(faqPage);

export const faqResource: ContentResource<FaqPageContent> = {
  url: aboutContent.assetUrl('assets/docs/faq.txt'),
  parse: parseFaq,
};
