import type { Article, Graph, Thing, WithContext } from 'schema-dts';
import { site } from '../config/site';
import { articleTitle } from './articleTitle';
import { canonicalUrl } from './headTags';
import type { ArticleMeta } from './contentHeads';
import { schoolAddress, schoolId, type SchoolNode } from './schoolJsonLd';

/**
 * A schema.org description, written into a <script type="application/ld+json">: one node with
 * its context, or several in a graph. Plain JSON, typed by schema-dts.
 */
export type JsonLd = WithContext<Thing> | WithContext<SchoolNode> | Graph;

export const schemaContext = 'https://schema.org';

/** The school as search engines want it on the home page, with its contacts and profiles. */
export function musicSchoolJsonLd(siteUrl: string): WithContext<SchoolNode> {
  return {
    '@context': schemaContext,
    '@type': ['EducationalOrganization', 'LocalBusiness'],
    '@id': schoolId(siteUrl),
    name: site.brand,
    url: canonicalUrl(siteUrl, '/'),
    address: schoolAddress(),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.established),
    areaServed: [site.area, site.city, site.state].map((name) => ({ '@type': 'Place', name })),
    sameAs: site.socials.map((social) => social.url),
  };
}

export interface ArticleJsonLdInput extends ArticleMeta {
  /** ISO date */
  published_at: string;
}

/** One article, published by the school. */
export function articleJsonLd(
  entry: ArticleJsonLdInput,
  url: string,
  siteUrl: string,
): WithContext<Article> {
  return {
    '@context': schemaContext,
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
