import { site } from '@harmoni/shared';
import styles from './SchoolDetails.module.css';

/** The school on a map; loaded only when scrolled near, as it is the heaviest thing here. */
export function MapEmbed() {
  return (
    <div className={styles.map}>
      <iframe
        title={`Map showing ${site.brand} in ${site.area}`}
        src={site.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width="600"
        height="400"
        allowFullScreen
      />
    </div>
  );
}
