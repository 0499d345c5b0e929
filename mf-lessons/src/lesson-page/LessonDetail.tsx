import {
  forgetContent,
  GetStartedLink,
  Notice,
  titleCase,
  useContent,
  useDocumentMeta,
  usePageJsonLd,
  usePageStatus,
  usePagePictures,
  type Lesson,
} from '@harmoni/shared';
import { pageUrl } from '@harmoni/shared/pageFacts';
import { courseJsonLd, faqPageJsonLd, lessonHead } from '@harmoni/shared/pageHead';
import { useId } from 'react';
import { FaqAccordion } from '../faq/FaqAccordion';
import { heroImageUrl, webpSibling } from '../images/lessonImages';
import { instrumentFor } from './instrument';
import { LessonHero } from './LessonHero';
import type { LessonPageContent } from './lessonPageContent';
import { lessonPageResource } from './lessonPageResource';
import { SetupGuides } from './SetupGuides';
import WhyUs from '../why-us/WhyUs';
import styles from './LessonPage.module.css';

function LessonBody({ page, link }: { page: LessonPageContent; link: string }) {
  const faqHeadingId = useId();
  return (
    <div className={`page-container ${styles.body}`}>
      <div className={styles.description}>
        {page.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className={styles.action}>
        <GetStartedLink instrument={instrumentFor(link)} />
      </p>
      {page.setupGuides.length > 0 ? <SetupGuides guides={page.setupGuides} /> : null}
      {page.faqs.length > 0 ? (
        <section className={styles.block} aria-labelledby={faqHeadingId}>
          <h2 id={faqHeadingId}>Frequently Asked Questions</h2>
          <FaqAccordion faqs={page.faqs} />
        </section>
      ) : null}
    </div>
  );
}

/** One lesson's page, once the lesson list has confirmed the lesson has a page. */
export function LessonDetail({ link, lesson }: { link: string; lesson: Lesson }) {
  const titleId = useId();
  const resource = lessonPageResource(link);
  const page = useContent(resource);
  const name = titleCase(lesson.title);

  const ready = page.status === 'ready' ? page.data : undefined;
  useDocumentMeta(lessonHead(lesson.title, ready));
  usePageStatus('found');
  const heroWebp = ready && webpSibling(ready.hero.image);
  usePagePictures({
    main: heroWebp ? { href: heroImageUrl(heroWebp), type: 'image/webp' } : undefined,
    preview: ready && heroImageUrl(ready.hero.image),
  });
  // The programme and its questions, as the page shows them, for search engines.
  usePageJsonLd('course', (address) =>
    ready
      ? courseJsonLd(
          {
            name: ready.title,
            description: ready.description[0] ?? '',
            url: pageUrl(address),
            fromAge: ready.fromAge,
            online: ready.online,
          },
          address.siteUrl,
        )
      : undefined,
  );
  usePageJsonLd('faq', () => (ready ? faqPageJsonLd(ready.faqs) : undefined));

  if (page.status === 'ready') {
    return (
      <>
        <article aria-labelledby={titleId}>
          <LessonHero
            titleId={titleId}
            title={page.data.title}
            tagline={page.data.tagline}
            image={page.data.hero}
          />
          <LessonBody page={page.data} link={link} />
        </article>
        <WhyUs />
      </>
    );
  }

  // While the page loads only the hero shows: anything below it would be pushed down (a layout
  // shift) when the description arrives.
  if (page.status === 'loading') {
    return (
      <article aria-labelledby={titleId}>
        <LessonHero titleId={titleId} title={name} loading={`Loading the ${name} page`} />
      </article>
    );
  }

  return (
    <>
      <article aria-labelledby={titleId}>
        <LessonHero titleId={titleId} title={name} />
        <div className={`page-container ${styles.body}`}>
          <Notice
            title="Sorry, this lesson page cannot be shown right now."
            onRetry={() => forgetContent(resource.url)}
          >
            <p>Please try again in a moment, or get in touch and we will tell you all about it.</p>
          </Notice>
          <p className={styles.action}>
            <GetStartedLink instrument={instrumentFor(link)} />
          </p>
        </div>
      </article>
      <WhyUs />
    </>
  );
}
