import { useEffect } from 'react';
import { documentTitle, headTags, headTagSelector, type HeadTag } from '../pageHead/headTags';
import type { PageHead } from '../pageHead/pageHead';
import { usePageJsonLd, useServerHead } from '../pageFacts/serverPage';
import { breadcrumbJsonLd, breadcrumbTrail } from '../pageHead/breadcrumbJsonLd';
import { structuredDataPageAttribute } from '../pageMarkup/markers';

/** What a page tells the document head about itself (the server sends the same: pageHead). */
export type DocumentMeta = PageHead;

function applyTag(tag: HeadTag): void {
  let element = document.head.querySelector(headTagSelector(tag));
  if (!element) {
    element = document.createElement(tag.tag);
    if (tag.tag === 'link') element.setAttribute('rel', tag.rel);
    else element.setAttribute(tag.attribute, tag.key);
    document.head.appendChild(element);
  }
  if (tag.tag === 'link') element.setAttribute('href', tag.href);
  else element.setAttribute('content', tag.content);
}

/**
 * The public origin of the site: the server wrote it into the canonical link of the first page
 * (SITE_URL may differ from the origin the visitor used); the page's own origin otherwise.
 */
function siteUrl(): string {
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      // an unusable canonical link: fall back to where the page is
    }
  }
  return window.location.origin;
}

/**
 * Every page calls this once with its own title, description and keywords: the browser sets the
 * document's head from it, and the server's render answers with it.
 */
export function useDocumentMeta({
  title,
  description,
  keywords,
  type,
  canonicalPath,
  heading,
}: DocumentMeta): void {
  useServerHead({ title, description, keywords, type, canonicalPath });
  // Where the page sits in the site, named as it shows itself: every page below Home says so.
  usePageJsonLd('breadcrumbs', ({ siteUrl, path }) =>
    breadcrumbJsonLd(breadcrumbTrail(canonicalPath ?? path, heading ?? title), siteUrl),
  );
  useEffect(() => {
    const head: PageHead = { title, description, keywords, type, canonicalPath };
    const path = window.location.pathname;
    document.title = documentTitle(head);
    for (const tag of headTags(head, { siteUrl: siteUrl(), path })) applyTag(tag);
    // Structured data the server sent describes the first page only.
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) {
      if (script.getAttribute(structuredDataPageAttribute) !== path) script.remove();
    }
  }, [title, description, keywords, type, canonicalPath]);
}
