import { headFor } from '@harmoni/shared/pageHead';
import { Link } from 'react-router-dom';
import { titleCase, useContent, useDocumentMeta } from '@harmoni/shared';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import { visionMissionResource, type VisionMission } from './visionMission';
import styles from './VisionMissionPage.module.css';

function VisionAndMission({
  title,
  intro,
  visionHeading,
  vision,
  missionHeading,
  missions,
}: VisionMission) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <section className={styles.vision} aria-labelledby="vision-title">
        <h2 id="vision-title" className={styles.label}>
          {visionHeading}
        </h2>
        <p className={styles.visionText}>{vision}</p>
      </section>
      <section aria-labelledby="mission-title">
        <h2 id="mission-title" className={styles.missionHeading}>
          {missionHeading}
        </h2>
        <ol className={styles.missions}>
          {missions.map((mission) => (
            <li key={mission.title} className={styles.mission}>
              <h3 className={styles.missionTitle}>{mission.title}</h3>
              <p>{mission.text}</p>
              <ul className={styles.links} aria-label={`Lessons for: ${mission.title}`}>
                {mission.lessons.map((lesson) => (
                  <li key={lesson}>
                    <Link to={`/lesson/${lesson}`} className={styles.link}>
                      {titleCase(lesson)} lessons
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** /about/vision-and-mission: the school's vision and its five mission points. */
export default function VisionMissionPage() {
  const content = useContent(visionMissionResource);
  const page = content.status === 'ready' ? content.data : undefined;
  useDocumentMeta(headFor('about/vision-and-mission', page));
  return (
    <ContentPage
      content={content}
      urls={[visionMissionResource.url]}
      label="our vision and mission"
    >
      {(data) => <VisionAndMission {...data} />}
    </ContentPage>
  );
}
