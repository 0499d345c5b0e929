import { headFor } from '@harmoni/shared/pageHead';
import { Link } from 'react-router-dom';
import { useContent, useDocumentMeta } from '@harmoni/shared';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import { Picture } from '../page/Picture';
import { aboutUsResource, type AboutUs } from './aboutUs';
import styles from './AboutPage.module.css';

function AboutStory({ title, intro, image, sections }: AboutUs) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Picture image={image} className={styles.image} />
      <div className={styles.story}>
        {sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {section.link ? (
              <p>
                <Link to={section.link.to} className={styles.more}>
                  {section.link.label}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

/** /about: how the school began, and what its students do. */
export default function AboutPage() {
  const content = useContent(aboutUsResource);
  const about = content.status === 'ready' ? content.data : undefined;
  useDocumentMeta(headFor('about', about));
  return (
    <ContentPage content={content} urls={[aboutUsResource.url]} label="About Us">
      {(data) => <AboutStory {...data} />}
    </ContentPage>
  );
}
