import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Faq } from './faq';
import { focusTarget } from './focusTarget';
import styles from './FaqAccordion.module.css';

/**
 * Questions that open to show their answers. Each question is a real button that says whether
 * its answer is shown (aria-expanded) and which panel it controls; arrows, Home and End move
 * between questions. Several answers may be open at once.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const moveFocus = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = focusTarget(index, event.key, faqs.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {faqs.map((faq, index) => {
        const expanded = open.has(index);
        const questionId = `${baseId}-question-${index}`;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={index} className={styles.item}>
            <h3 className={styles.question}>
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                id={questionId}
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(index)}
                onKeyDown={moveFocus(index)}
              >
                <span>{faq.q}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              className={styles.answer}
              hidden={!expanded}
            >
              <p>{faq.a}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
