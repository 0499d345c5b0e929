import { GetStartedLink, site, useDocumentMeta } from '@harmoni/shared';
import { AwardModal } from './award/AwardModal';
import { AwardNote } from './award/AwardNote';
import { Banner } from './Banner';
import { HomeSection } from './HomeSection';
import { homeSections } from '@harmoni/shared/routes';
import { routeHead } from '@harmoni/shared/pageHead';
import styles from './HomePage.module.css';

export function HomePage() {
  useDocumentMeta(routeHead(''));

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
