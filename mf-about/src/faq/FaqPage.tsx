import { useContent, useDocumentMeta } from '@harmoni/shared';
import { Accordion } from '@harmoni/shared/accordion';
import { headFor } from '@harmoni/shared/pageHead';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import pageStyles from '../page/Page.module.css';
import { faqResource, type FaqPageContent } from './faq';

function Questions({ title, intro, questions }: FaqPageContent) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Accordion
        id="faq"
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
  return (
    <ContentPage content={content} urls={[faqResource.url]} label="the FAQ">
      {(data) => <Questions {...data} />}
    </ContentPage>
  );
}
