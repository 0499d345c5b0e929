import {
  ContentFailure,
  forgetContent,
  SectionHeading,
  Spinner,
  useContent,
} from '@harmoni/shared';
import { TestimonialQuote } from './TestimonialQuote';
import { testimonialsResource } from './testimonials';
import styles from './Testimonials.module.css';

/** The home page's Testimonial section: what parents and students say, in columns. */
export default function Testimonials() {
  const content = useContent(testimonialsResource);
  return (
    <section className={`page-container ${styles.section}`} aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title="What Our Families Say" />
      {content.status === 'loading' ? <Spinner label="Loading the testimonials" /> : null}
      {content.status === 'error' ? (
        <ContentFailure
          error={content.error}
          title="Sorry, the testimonials could not be loaded."
          onRetry={() => forgetContent(testimonialsResource.url)}
        />
      ) : null}
      {content.status === 'ready' ? (
        <div className={styles.columns}>
          {Object.entries(content.data).map(([column, testimonials]) => (
            <ul key={column} className={styles.column}>
              {testimonials.map((testimonial, index) => (
                <li key={index}>
                  <TestimonialQuote testimonial={testimonial} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      ) : null}
    </section>
  );
}
