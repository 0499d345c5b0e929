import { pageKeywords, pageTitle } from '../meta/pageTitle';
import { site } from '../config/site';
import type { PageHead } from './pageHead';

/** One tag of the head that describes the page; `selector` finds it again in a document. */
export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

export interface HeadContext {
  /** the site's public origin, like 'https://www.harmoni.example' (no trailing slash) */
  siteUrl: string;
  /** the page's path, like '/lesson/piano' */
  path: string;
  /** absolute URL of the preview picture; the site's default when absent */
  image?: string;
}

/** Where the site's default preview picture is, under the shell's origin. */
export const defaultPreviewImagePath = '/assets/images/link-preview.jpg';

/** The school's description, for a page that has none of its own. */
export const defaultDescription = `${site.brand}: music lessons for children and adults in ${site.area}, ${site.city}.`;

/** 'https://x.example' + '/about' -> the page's canonical URL, without query or fragment. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  return `${siteUrl.replace(/\/+$/, '')}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}

/**
 * A link of the content as an absolute address: a site path ('/contact?instrument=vocal') on the
 * site's origin, query kept; an address elsewhere as it is. Plain text: never throws, whatever
 * the configured origin.
 */
export function siteAddress(siteUrl: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  return `${siteUrl.replace(/\/+$/, '')}${href.startsWith('/') ? '' : '/'}${href}`;
}

export function documentTitle(head: PageHead): string {
  return pageTitle(head.title);
}

/** The head's tags besides <title>: description, keywords, canonical, Open Graph, Twitter. */
export function headTags(head: PageHead, context: HeadContext): HeadTag[] {
  const url = canonicalUrl(context.siteUrl, head.canonicalPath ?? context.path);
  const image = context.image ?? `${context.siteUrl.replace(/\/+$/, '')}${defaultPreviewImagePath}`;
  const description = head.description ?? defaultDescription;
  const title = documentTitle(head);
  const named = (key: string, content: string): HeadTag => ({
    tag: 'meta',
    attribute: 'name',
    key,
    content,
  });
  const property = (key: string, content: string): HeadTag => ({
    tag: 'meta',
    attribute: 'property',
    key,
    content,
  });
  return [
    named('description', description),
    named('keywords', pageKeywords(head.keywords)),
    { tag: 'link', rel: 'canonical', href: url },
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:type', head.type ?? 'website'),
    property('og:site_name', site.brand),
    property('og:image', image),
    property('og:locale', 'en_US'),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  ];
}

/** A CSS selector that finds the tag in a document, to update it in place. */
export function headTagSelector(tag: HeadTag): string {
  return tag.tag === 'link' ? 'link[rel="canonical"]' : `meta[${tag.attribute}="${tag.key}"]`;
}
