import { canonicalUrl } from '../pageHead/headTags';
import type { JsonLd } from '../pageHead/jsonLd';
import { notFoundHead, type PageHead } from '../pageHead/pageHead';
import { routeHead } from '../pageHead/routeHeads';
import { matchSiteRoute } from '../routes/matchSiteRoute';

/**
 * What a page's own render says about it, beyond what it draws: whether it exists, its head,
 * its structured data and pictures. Each page (the shell's or a remote's) states these while
 * it renders; on the server they are collected during the same render that draws the page, and
 * the server answers with them (status, head, preloads). One render decides the page.
 */

/**
 * 'found': the content confirms the page; 'not-found': it says there is no such page;
 * 'unconfirmed': the content that would tell could not be read.
 */
export type PageStatus = 'found' | 'not-found' | 'unconfirmed';

/** A picture the page shows first thing, or offers to link previews. */
export interface PagePicture {
  href: string;
  /** 'image/webp' when the browser must support the type to use it */
  type?: string;
  /** when it comes at several widths: the browser picks from these as the page does */
  srcset?: string;
  sizes?: string;
}

/** What the render collects. Each field is the last a page stated in that render. */
export interface PageFacts {
  head?: PageHead;
  status?: PageStatus;
  /** structured data by name, so a part that renders twice states it once */
  jsonLd: Record<string, JsonLd>;
  /** the largest picture on the first screen, worth fetching before any script has run */
  mainPicture?: PagePicture;
  /** the link preview's picture (JPEG, which every preview bot reads), absolute */
  previewImage?: string;
}

/** The page the server answers: its HTTP status and everything its head carries. */
export interface DecidedPage {
  status: 200 | 404 | 503;
  /** the requested path, without query */
  path: string;
  head: PageHead;
  jsonLd: JsonLd[];
  /** pages that are not (or not surely) there ask not to be indexed */
  noindex: boolean;
  mainPicture?: PagePicture;
  previewImage?: string;
}

export const emptyPageFacts = (): PageFacts => ({ jsonLd: {} });

/** The site's address of a page: what canonical links and structured data name. */
export interface PageAddress {
  /** the site's public origin (SITE_URL) */
  siteUrl: string;
  /** the page's path, without query */
  path: string;
}

export const pageUrl = ({ siteUrl, path }: PageAddress) => canonicalUrl(siteUrl, path);

/**
 * The answer for a path from what its render stated. A path the route table does not know is
 * not found. A route with a parameter (a lesson, an album, an article) exists only when its
 * page says so: a page that stated nothing (its remote's part could not be drawn) may not
 * exist, so it is 503, never 200. Pages without a parameter exist unless they say otherwise.
 */
export function decidePage(url: string, facts: PageFacts = emptyPageFacts()): DecidedPage {
  const path = url.split(/[?#]/, 1)[0] || '/';
  const match = matchSiteRoute(path);
  const route = match?.kind === 'remote' ? match.route.path : '';
  const known = match === undefined ? 'not-found' : undefined;
  const status =
    known ?? facts.status ?? (route.includes(':') ? 'unconfirmed' : ('found' as PageStatus));
  const jsonLd = Object.values(facts.jsonLd);
  const shown = { jsonLd, mainPicture: facts.mainPicture, previewImage: facts.previewImage };
  switch (status) {
    case 'not-found':
      return { status: 404, path, head: notFoundHead, jsonLd: [], noindex: true };
    case 'unconfirmed':
      return { status: 503, path, head: facts.head ?? routeHead(route), ...shown, noindex: true };
    case 'found':
      return { status: 200, path, head: facts.head ?? routeHead(route), ...shown, noindex: false };
  }
}
