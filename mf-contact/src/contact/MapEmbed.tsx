import { useState } from 'react';
import { fullAddress, mapLink, site } from '@harmoni/shared';
import styles from './SchoolDetails.module.css';

/**
 * The school on a map. The map is a third party's page: loading it tells the provider that
 * this visitor is here, so it loads only when the visitor asks for it. Until then the box
 * (the map's size, so nothing moves) shows the address and a link to open the map instead.
 */
export function MapEmbed() {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.map}>
      {shown ? (
        <iframe
          title={`Map showing ${site.brand} in ${site.area}`}
          src={site.mapEmbedUrl}
          referrerPolicy="no-referrer-when-downgrade"
          width="600"
          height="400"
          allowFullScreen
        />
      ) : (
        <div className={styles.mapPlaceholder}>
          <p className={styles.mapAddress}>{fullAddress()}</p>
          <button type="button" className={styles.mapButton} onClick={() => setShown(true)}>
            Show the map
          </button>
          <p className={styles.mapNote}>
            The map comes from Google Maps, which then learns of your visit. Or{' '}
            <a href={mapLink()} target="_blank" rel="noopener noreferrer">
              open the map on Google Maps
            </a>
            .
          </p>
        </div>
      )}
    </div>
  );
}
