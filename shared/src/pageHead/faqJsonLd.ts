import type { FAQPage, WithContext } from 'schema-dts';
import { schemaContext } from './jsonLd';

/** A question and its answer as the page shows them (the answer as visible text). */
export interface ShownFaq {
  q: string;
  a: string;
}

/** The questions a page answers, each with the answer it shows; undefined without any. */
export function faqPageJsonLd(faqs: readonly ShownFaq[]): WithContext<FAQPage> | undefined {
  if (faqs.length === 0) return undefined;
  return {
    '@context': schemaContext,
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
}
