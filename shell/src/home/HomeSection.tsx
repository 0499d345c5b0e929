import { useNearViewport } from '@harmoni/shared';
import type { HomeSection as HomeSectionEntry } from '@harmoni/shared/routes';
import { RemoteRegion } from '../federation/RemoteRegion';
import styles from './HomePage.module.css';

/**
 * Sections start loading a screen's height before they scroll into view: every one sits below
 * the banner, so a visitor finds each ready as they scroll to it, and one who reads only the
 * top of the page downloads only what the first section needs.
 */
const loadAhead = '100% 0px';

/** One remote's section of the home page; its own boundary keeps a remote that is down to it. */
export function HomeSection({ moduleId, label, drawnByServer = false }: HomeSectionEntry) {
  const [ref, near] = useNearViewport<HTMLDivElement>(loadAhead);
  return (
    <div ref={ref} className={styles.section} data-home-section={moduleId}>
      {/* a section the server draws is there from the first render, on both sides */}
      {drawnByServer || near ? <RemoteRegion moduleId={moduleId} label={label} /> : null}
    </div>
  );
}
