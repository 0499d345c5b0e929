import { Fragment, useMemo, type ReactNode } from 'react';
import {
  ContentFailure,
  emailLink,
  forgetContent,
  GetStartedLink,
  site,
  Spinner,
  useContent,
  useDocumentMeta,
} from '@harmoni/shared';
import { longDate } from '@harmoni/shared/dateText';
import { headFor, routeHead } from '@harmoni/shared/pageHead';
import type { LegalDocument } from './legalDocument';
import { legalResource, type LegalFile } from './legalResource';
import { fillLegalDocument } from './siteFacts';
import styles from './LegalPage.module.css';

/** 'Who we share personal data with' -> 'who-we-share-personal-data-with', unique in the page. */
function sectionIds(doc: LegalDocument): string[] {
  const seen = new Map<string, number>();
  return doc.sections.map(({ heading }) => {
    const slug =
      heading
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'section';
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  });
}

/** Text with the school's e-mail address turned into a mail link. */
function WithEmailLinks({ text }: { text: string }): ReactNode {
  const parts = text.split(site.email);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <a href={emailLink()}>{site.email}</a> : null}
      {part}
    </Fragment>
  ));
}

function LegalArticle({ doc }: { doc: LegalDocument }) {
  const ids = sectionIds(doc);
  return (
    <article className={styles.article} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {doc.title}
        </h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={doc.updated}>{longDate(doc.updated)}</time>
        </p>
      </header>
      {doc.sections.map((section, index) => (
        <section key={ids[index]} className={styles.section} aria-labelledby={ids[index]}>
          <h2 id={ids[index]} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex} className={styles.paragraph}>
              <WithEmailLinks text={paragraph} />
            </p>
          ))}
          {section.list ? (
            <ul className={styles.list}>
              {section.list.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <WithEmailLinks text={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/** A policy page of the school (Terms and Conditions, Privacy Policy), kept as content. */
export function LegalPage({ file }: { file: LegalFile }) {
  const page = routeHead(file);
  const resource = legalResource(file);
  const content = useContent(resource);
  const doc = useMemo(
    () => (content.status === 'ready' ? fillLegalDocument(content.data) : undefined),
    [content],
  );

  useDocumentMeta(headFor(file, doc && { title: doc.title, description: doc.description }));

  const retry = () => {
    forgetContent(resource.url);
  };

  return (
    <div className={`page-container ${styles.page}`}>
      {content.status === 'loading' ? <Spinner label={`Loading ${page.title}`} /> : null}
      {content.status === 'error' ? (
        <ContentFailure
          error={content.error}
          title="Sorry, this page could not be loaded."
          onRetry={retry}
        >
          You can also reach us at <a href={emailLink()}>{site.email}</a>.
        </ContentFailure>
      ) : null}
      {doc ? <LegalArticle doc={doc} /> : null}
      {content.status === 'loading' ? null : (
        <p className={styles.action}>
          <GetStartedLink />
        </p>
      )}
    </div>
  );
}
