import { useEffect, useRef, useState } from 'react';
import type { Testimonial } from './testimonials';
import { truncateComment } from './truncateComment';
import styles from './Testimonials.module.css';

/**
 * A quoted comment and the customer's name. A long comment shows its first 100 characters
 * and a Show button; Show reveals the rest for good (SPEC section 4: no way back).
 */
export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  const { cust_name: name, comment } = testimonial;
  const [expanded, setExpanded] = useState(false);
  const quoteRef = useRef<HTMLParagraphElement>(null);
  const short = truncateComment(comment);

  useEffect(() => {
    // the Show button is gone: keep keyboard focus where the reader is, on the full text
    if (expanded) quoteRef.current?.focus();
  }, [expanded]);

  return (
    <figure className={styles.testimonial}>
      <blockquote className={styles.quote}>
        <p ref={quoteRef} tabIndex={expanded ? -1 : undefined} className={styles.comment}>
          “{expanded ? comment : short.text}”
        </p>
        {short.truncated && !expanded ? (
          <button
            type="button"
            className={styles.show}
            aria-label={`Show the full comment from ${name}`}
            onClick={() => setExpanded(true)}
          >
            Show
          </button>
        ) : null}
      </blockquote>
      <figcaption className={styles.name}>{name}</figcaption>
    </figure>
  );
}
