import { fullAddress, site } from '@harmoni/shared';
import { Link } from 'react-router-dom';
import styles from './Footer.module.css';
import { copyrightLine, lessonLinks, policyLinks, siteLinks, type FooterLink } from './footerLinks';
import { SocialIcon } from './SocialIcon';

function LinkList({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.column} aria-labelledby="footer-school">
          <h2 id="footer-school" className={styles.heading}>
            {site.brand}
          </h2>
          <p className={styles.address}>{fullAddress()}</p>
          <ul className={styles.socials}>
            {site.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.social}
                  aria-label={`${social.network} (opens in a new tab)`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList title="Explore" links={siteLinks} />
        <LinkList title="Lessons" links={lessonLinks} />
        <LinkList title="Policies" links={policyLinks} />
      </div>
      <p className={styles.copyright}>{copyrightLine(site.brand)}</p>
    </footer>
  );
}
