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

/**
 * Where a page sends its visitor instead (301 when `permanent`, else 302): a path of this site
 * that the route table draws, nothing else (see allowedRedirect).
 */
export interface PageRedirect {
  to: string;
  permanent: boolean;
}

/** What the render collects. Each field is the last a page stated in that render. */
export interface PageFacts {
  head?: PageHead;
  status?: PageStatus;
  redirect?: PageRedirect;
  /** structured data by name, so a part that renders twice states it once */
  jsonLd: Record<string, JsonLd>;
  /** the largest picture on the first screen, worth fetching before any script has run */
  mainPicture?: PagePicture;
  /** the link preview's picture (JPEG, which every preview bot reads), absolute */
  previewImage?: string;
}

/** The page the server answers: its HTTP status and everything its head carries. */
export interface DecidedPage {
  /** the short list the shell answers with, whatever a part states */
  status: 200 | 301 | 302 | 404 | 503;
  /** the requested path, without query */
  path: string;
  /** for 301 and 302: the same-site path the visitor is sent to */
  location?: string;
  head: PageHead;
  jsonLd: JsonLd[];
  /** pages that are not (or not surely) there ask not to be indexed */
  noindex: boolean;
  mainPicture?: PagePicture;
  previewImage?: string;
}

export const emptyPageFacts = (): PageFacts => ({ jsonLd: {} });

/**
 * The facts of parts drawn apart (the shell's, then each region's), as one render of the whole
 * page would have collected them: each field the last one stated, structured data by name.
 */
export function mergePageFacts(...parts: readonly PageFacts[]): PageFacts {
  const merged = emptyPageFacts();
  for (const { jsonLd, ...rest } of parts) {
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) Object.assign(merged, { [key]: value });
    }
    merged.jsonLd = { ...merged.jsonLd, ...jsonLd };
  }
  return merged;
}

/** Longer than this, a redirect's target is not a page of the site. */
const MAX_REDIRECT = 300;
/** One leading slash (a second, or a backslash, would name another host), no white space. */
const SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;
const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The path a page may send its visitor to: one of this site (a single leading slash, no
 * scheme, host, backslash or control character) that the route table draws. Anything else is
 * refused (undefined): a part cannot send visitors off the site or to a page that is not there.
 */
export function allowedRedirect(to: string): string | undefined {
  if (to.length > MAX_REDIRECT || !SITE_PATH.test(to) || hasControlCharacter(to)) return undefined;
  const parsed = new URL(to, 'http://site.invalid');
  if (parsed.origin !== 'http://site.invalid') return undefined;
  return matchSiteRoute(parsed.pathname) === undefined ? undefined : to;
}

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
 * A page that sends its visitor to another page of the site answers 301 or 302 (a target the
 * route table does not draw is ignored).
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
  const { redirect } = facts;
  const location = redirect && allowedRedirect(redirect.to);
  // never to the page itself: that would be a loop
  if (redirect && location && status !== 'not-found' && location.split(/[?#]/, 1)[0] !== path) {
    const head = facts.head ?? routeHead(route);
    const code = redirect.permanent ? 301 : 302;
    return { status: code, path, location, head, jsonLd: [], noindex: true };
  }
  switch (status) {
    case 'not-found':
      return { status: 404, path, head: notFoundHead, jsonLd: [], noindex: true };
    case 'unconfirmed':
      return { status: 503, path, head: facts.head ?? routeHead(route), ...shown, noindex: true };
    case 'found':
      return { status: 200, path, head: facts.head ?? routeHead(route), ...shown, noindex: false };
  }
}
