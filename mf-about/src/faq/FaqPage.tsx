import { useContent, useDocumentMeta, usePageJsonLd } from '@harmoni/shared';
import { Accordion } from '@harmoni/shared/accordion';
import { faqPageJsonLd, headFor } from '@harmoni/shared/pageHead';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import pageStyles from '../page/Page.module.css';
import { faqResource, type FaqPageContent } from './faq';

function Questions({ title, intro, questions }: FaqPageContent) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Accordion
        className={pageStyles.accordion}
        items={questions.map(({ q, a }, index) => ({
          id: `question-${index}`,
          title: q,
          content: <p>{a}</p>,
        }))}
      />
    </>
  );
}

/** /about/faq: the general questions parents ask, one answer open at a time. */
export default function FaqPage() {
  const content = useContent(faqResource);
  const page = content.status === 'ready' ? content.data : undefined;
  useDocumentMeta(headFor('about/faq', page));
  // the same questions and answers the accordion shows, for search engines
  usePageJsonLd('faq', () => page && faqPageJsonLd(page.questions));
  return (
    <ContentPage content={content} urls={[faqResource.url]} label="the FAQ">
      {(data) => <Questions {...data} />}
    </ContentPage>
  );
}
