import { emailLink, fullAddress, site, whatsappLink } from '@harmoni/shared';
import { MapEmbed } from './MapEmbed';
import styles from './SchoolDetails.module.css';

/** Where the school is and how to reach it without the form. */
export function SchoolDetails({ heading }: { heading: string }) {
  return (
    <section className={styles.details} aria-labelledby="visit-heading">
      <h2 id="visit-heading" className={styles.heading}>
        {heading}
      </h2>
      <address className={styles.address}>
        <p>
          <strong>{site.brand}</strong>
          <br />
          {fullAddress()}
        </p>
        <ul className={styles.links}>
          <li>
            WhatsApp:{' '}
            <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
              {site.phone}
            </a>
          </li>
          <li>
            Email: <a href={emailLink()}>{site.email}</a>
          </li>
        </ul>
      </address>
      <MapEmbed />
    </section>
  );
}
