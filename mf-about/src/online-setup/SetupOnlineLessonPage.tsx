import { headFor } from '@harmoni/shared/pageHead';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useContent, useDocumentMeta } from '@harmoni/shared';
import { Accordion } from '@harmoni/shared/accordion';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import pageStyles from '../page/Page.module.css';
import {
  sectionFromQuery,
  setupResource,
  type SetupPageContent,
  type SetupPanel,
  type SetupSection,
} from './onlineSetup';
import styles from './SetupOnlineLessonPage.module.css';

function PanelTips({ intro, groups }: SetupPanel) {
  return (
    <>
      <p>{intro}</p>
      {groups.map((group) => (
        <div key={group.heading} className={styles.group}>
          <h3 className={styles.groupHeading}>{group.heading}</h3>
          <ul className={styles.tips}>
            {group.tips.map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function SetupGuide({
  content: { title, intro, panels },
  openAtFirst,
}: {
  content: SetupPageContent;
  openAtFirst: SetupSection | null;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Accordion
        id="online-setup"
        className={pageStyles.accordion}
        defaultOpenId={openAtFirst}
        items={panels.map((panel) => ({
          id: panel.section,
          title: panel.title,
          content: <PanelTips {...panel} />,
        }))}
      />
    </>
  );
}

/**
 * /about/setup-online-lesson?section=piano|guitar|vocal: equipment and camera tips, the named
 * panel open. Every navigation to the page (a new ?section=, a link, Back) starts again from
 * the URL; choosing a panel after that stays on the page, because the shell scrolls to the
 * top on every change of the query and a panel click must not move the page.
 */
export default function SetupOnlineLessonPage() {
  const content = useContent(setupResource);
  const [searchParams] = useSearchParams();
  const { key } = useLocation();
  const page = content.status === 'ready' ? content.data : undefined;
  useDocumentMeta(headFor('about/setup-online-lesson', page));
  return (
    <ContentPage
      content={content}
      urls={[setupResource.url]}
      label="the online lesson set-up guide"
    >
      {(data) => (
        <SetupGuide
          key={key}
          content={data}
          openAtFirst={sectionFromQuery(searchParams.get('section'))}
        />
      )}
    </ContentPage>
  );
}
