import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forgetContent, Notice, Spinner, useContent, useDocumentMeta } from '@harmoni/shared';
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
  const words = content.status === 'ready' ? content.data : undefined;
  const formHeading = useRef<HTMLHeadingElement>(null);

  useDocumentMeta(
    headFor('contact', words && { description: words.description, keywords: words.keywords }),
  );

  return (
    <div className={`page-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {content.status === 'loading' ? <Spinner label="Loading" /> : null}
        {content.status === 'error' ? (
          <Notice
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
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading" ref={formHeading} tabIndex={-1} className={styles.formHeading}>
            {words?.formHeading ?? 'Enquiry form'}
          </h2>
          <EnquirySection instrument={params.get('instrument')} afterSuccessFocus={formHeading} />
          <p className={styles.legal}>
            By sending this form you agree to our <Link to="/terms">Terms and Conditions</Link> and{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </section>
        <SchoolDetails heading={words?.visitHeading ?? 'Visit us'} />
      </div>
    </div>
  );
}
