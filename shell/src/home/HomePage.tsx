import {
  GetStartedLink,
  site,
  useDocumentMeta,
  usePageJsonLd,
  usePagePictures,
} from '@harmoni/shared';
import { AwardModal } from './award/AwardModal';
import { AwardNote } from './award/AwardNote';
import { Banner } from './Banner';
import { HomeSection } from './HomeSection';
import { homeSections } from '@harmoni/shared/routes';
import { musicSchoolJsonLd, routeHead } from '@harmoni/shared/pageHead';
import { pageUrl } from '@harmoni/shared/pageFacts';
import { homeBannerImage } from './images/bannerImage';
import styles from './HomePage.module.css';

export function HomePage() {
  useDocumentMeta(routeHead(''));
  usePageJsonLd('school', (address) => musicSchoolJsonLd(pageUrl(address)));
  usePagePictures({
    main: { href: homeBannerImage.webp, type: 'image/webp', ...homeBannerImage.webpSet },
  });

  return (
    <>
      <Banner />
      <section
        id="home-content"
        className={`page-container ${styles.intro}`}
        aria-labelledby="intro-title"
      >
        <h2 id="intro-title">Lessons that grow with your child</h2>
        <p>
          From a first note at four years old to exam grades and the concert stage, our teachers
          plan every lesson around the student in front of them. Choose piano, violin, guitar,
          vocal, ukulele, keyboard or cello, in our {site.area} studios or online, and start with a
          free trial class.
        </p>
        <GetStartedLink />
      </section>
      {homeSections.map((section) => (
        <HomeSection key={section.moduleId} {...section} />
      ))}
      <AwardNote />
      <AwardModal />
    </>
  );
}
