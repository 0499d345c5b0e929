import { headFor } from '@harmoni/shared/pageHead';
import { Link } from 'react-router-dom';
import { Picture, useContent, useDocumentMeta } from '@harmoni/shared';
import { aboutContent } from '../content';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import { aboutUsResource, type AboutUs } from './aboutUs';
import styles from './AboutPage.module.css';

function AboutStory({ title, intro, image, sections }: AboutUs) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Picture
        jpg={aboutContent.assetUrl(image.src)}
        webp={aboutContent.assetUrl(image.src).replace(/\.jpg$/, '.webp')}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={styles.image}
      />
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
