import { site, useNearViewport } from '@harmoni/shared';
import styles from './SchoolDetails.module.css';

/**
 * Half a screen ahead of the visitor's scrolling. The browser's own `loading="lazy"` loads a frame
 * from much further away (over a thousand pixels), which on a phone is already from the top of
 * the page: the map, the heaviest thing here and a third party's, would load on every visit and
 * share the main thread with the page's start.
 */
const loadAhead = '50% 0px';

/** The school on a map, in a box of the map's size until the visitor scrolls near it. */
export function MapEmbed() {
  const [ref, near] = useNearViewport<HTMLDivElement>(loadAhead);
  return (
    <div ref={ref} className={styles.map}>
      {near ? (
        <iframe
          title={`Map showing ${site.brand} in ${site.area}`}
          src={site.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width="600"
          height="400"
          allowFullScreen
        />
      ) : null}
    </div>
  );
}
