import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ContentFailure,
  forgetContent,
  Spinner,
  useContent,
  useDocumentMeta,
  useLessons,
} from '@harmoni/shared';
import { headFor, routeHead } from '@harmoni/shared/pageHead';
import { EnquirySection } from '../enquiry/EnquirySection';
import { contactPageResource } from './contactContent';
import { SchoolDetails } from './SchoolDetails';
import styles from './ContactPage.module.css';

const { title } = routeHead('contact');

/** /contact and /contact?instrument=piano: the enquiry form, the school's address and map. */
export default function ContactPage() {
  const [params] = useSearchParams();
  const content = useContent(contactPageResource);
  // The form needs the class list; asked for here too (one fetch, one store) so the page can
  // wait for it before laying out the form and the details side by side.
  const lessons = useLessons();
  const words = content.status === 'ready' ? content.data : undefined;
  const formHeading = useRef<HTMLHeadingElement>(null);

  useDocumentMeta(
    headFor('contact', words && { description: words.description, keywords: words.keywords }),
  );

  // Each part appears only once what is above it has its final size; until then a screen-tall
  // placeholder keeps what is below out of view, so nothing in view ever moves. Keyed, so the
  // placeholder is a new element at each step rather than one pushed down by the intro. Once
  // laid out, the form stays (a Retry of the intro keeps what the visitor typed).
  const [laidOut, setLaidOut] = useState(false);
  const waitingFor =
    content.status === 'loading' ? 'content' : lessons.status === 'loading' ? 'lessons' : null;
  if (!laidOut && waitingFor === null) setLaidOut(true);
  const placeholder = laidOut ? null : waitingFor;

  return (
    <div className={`page-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {content.status === 'error' ? (
          <ContentFailure
            error={content.error}
            title="Sorry, part of this page could not be loaded."
            onRetry={() => forgetContent(contactPageResource.url)}
          />
        ) : null}
        {words?.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </header>
      {placeholder ? (
        <div key={placeholder} className={styles.loading}>
          <Spinner label="Loading" />
        </div>
      ) : (
        <div key="layout" className={styles.layout}>
          <section className={styles.formCard} aria-labelledby="enquiry-heading">
            <h2 id="enquiry-heading" ref={formHeading} tabIndex={-1} className={styles.formHeading}>
              {words?.formHeading ?? 'Enquiry form'}
            </h2>
            <EnquirySection instrument={params.get('instrument')} afterSuccessFocus={formHeading} />
            <p className={styles.legal}>
              By sending this form you agree to our <Link to="/terms">Terms and Conditions</Link>{' '}
              and <Link to="/privacy-policy">Privacy Policy</Link>.
            </p>
          </section>
          <SchoolDetails heading={words?.visitHeading ?? 'Visit us'} />
        </div>
      )}
    </div>
  );
}
