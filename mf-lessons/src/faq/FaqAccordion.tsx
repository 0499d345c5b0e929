import { Accordion } from '@harmoni/shared/accordion';
import type { Faq } from './faq';
import styles from './FaqAccordion.module.css';

/**
 * A lesson's questions, each opening to show its answer (the shared accordion, under the
 * page's h2). Several answers may be open at once.
 */
export function FaqAccordion({ faqs, id = 'lesson-faq' }: { faqs: Faq[]; id?: string }) {
  return (
    <Accordion
      id={id}
      multiple
      headingLevel={3}
      className={styles.faq}
      items={faqs.map((faq, index) => ({
        id: `question-${index}`,
        title: faq.q,
        content: <p>{faq.a}</p>,
      }))}
    />
  );
}
