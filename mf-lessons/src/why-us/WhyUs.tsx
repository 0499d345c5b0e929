import {
  ContentFailure,
  forgetContent,
  SectionHeading,
  Spinner,
  useContent,
} from '@harmoni/shared';
import { Link } from 'react-router-dom';
import { ReasonIcon } from './ReasonIcon';
import type { WhyUsContent } from './whyUsContent';
import { whyUsResource } from './whyUsResource';
import styles from './WhyUs.module.css';

function Reasons({ content, titleId }: { content: WhyUsContent; titleId: string }) {
  return (
    <>
      <SectionHeading id={titleId} title={content.title} lead={content.intro} />
      <ul className={styles.grid}>
        {content.reasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <ReasonIcon name={reason.icon} className={styles.icon} />
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.text}>{reason.text}</p>
            {reason.termsApply ? (
              <p className={styles.terms}>
                <Link to="/terms">Terms apply</Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Fixed: the block shows once on a page (useId would depend on the tree the server draws it in). */
const titleId = 'why-us-title';

/** Why families choose the school: on the home page and on every lesson page. */
export default function WhyUs() {
  const content = useContent(whyUsResource);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className="page-container">
        {content.status === 'loading' ? <Spinner label="Loading why families choose us" /> : null}
        {content.status === 'error' ? (
          <>
            <SectionHeading id={titleId} title="Why Us" />
            <ContentFailure
              error={content.error}
              title="Sorry, this part of the page cannot be shown right now."
              onRetry={() => forgetContent(whyUsResource.url)}
              unreachable="Please try again in a moment."
            />
          </>
        ) : null}
        {content.status === 'ready' ? <Reasons content={content.data} titleId={titleId} /> : null}
      </div>
    </section>
  );
}
