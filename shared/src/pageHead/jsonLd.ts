import { site } from '../config/site';
import { articleTitle } from './articleTitle';
import type { ArticleMeta } from './contentHeads';

/** A schema.org description, written into a <script type="application/ld+json">. */
export type JsonLd = Record<string, unknown>;

/** The school as search engines want it on the home page. */
export function musicSchoolJsonLd(siteUrl: string): JsonLd {
  const { street, locality, postcode, city, state } = site.address;
  return {
    '@context': 'https://schema.org',
    '@type': ['MusicSchool', 'LocalBusiness'],
    name: site.brand,
    url: siteUrl,
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.established),
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: `${locality}, ${city}`,
      postalCode: postcode,
      addressRegion: state,
      addressCountry: 'MY',
    },
    areaServed: [site.area, site.city, site.state].map((name) => ({ '@type': 'Place', name })),
    sameAs: site.socials.map((social) => social.url),
  };
}

export interface ArticleJsonLdInput extends ArticleMeta {
  /** ISO date */
  published_at: string;
}

/** One article, published by the school. */
export function articleJsonLd(entry: ArticleJsonLdInput, url: string, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: entry.meta_title ?? articleTitle(entry),
    description: entry.meta_description ?? entry.description,
    datePublished: entry.published_at,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: site.brand, url: siteUrl },
    publisher: { '@type': 'Organization', name: site.brand, url: siteUrl },
  };
}
