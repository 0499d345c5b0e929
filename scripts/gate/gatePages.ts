/**
 * The pages the integration gate asks for: every route of the route table without a parameter,
 * the home page, and every address of the live sitemap (which fills in the routes with
 * parameters: each lesson, album, concert and article). Each page is owned by the remote whose
 * module draws it ('shell' for the home page and addresses the table does not know).
 */
import { matchSiteRoute, remoteRoutes } from '@harmoni/shared/routes';

export interface GatePage {
  /** the page's path on the site, '/lesson/piano' */
  path: string;
  /** the remote that draws it ('lessons'), or 'shell' */
  owner: string;
  /** its route in the table ('lesson/:lesson'; '' for the home page) */
  route: string;
  /** the module that draws it ('lessons/LessonPage'); none for the shell's pages */
  module?: string;
}

/** The site's paths the sitemap lists; addresses on other sites are left out. */
export function sitemapPaths(xml: string, site: string): string[] {
  const origin = new URL(site);
  const base = origin.pathname.replace(/\/+$/, '');
  const paths: string[] = [];
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    let url: URL;
    try {
      url = new URL((loc ?? '').replaceAll('&amp;', '&'));
    } catch {
      continue;
    }
    if (url.origin !== origin.origin || !url.pathname.startsWith(base)) continue;
    paths.push(url.pathname.slice(base.length) || '/');
  }
  return paths;
}

/** Who draws a path, and by which route. */
export function pageOf(path: string): GatePage {
  const match = matchSiteRoute(path);
  if (match?.kind !== 'remote') return { path, owner: 'shell', route: '' };
  const { moduleId, path: route } = match.route;
  return { path, owner: moduleId.split('/')[0] ?? 'shell', route, module: moduleId };
}

/** The home page, the table's routes without parameters and the sitemap's pages, once each. */
export function gatePages(sitemap: readonly string[]): GatePage[] {
  const fixed = remoteRoutes.filter((route) => !route.path.includes(':'));
  const paths = new Set(['/', ...fixed.map((route) => `/${route.path}`), ...sitemap]);
  return [...paths].map(pageOf);
}

/**
 * A sample of other remotes' pages for the browser: the first page of each of their routes.
 * Their server HTML is compared page by page over HTTP; the browser's drawing costs more.
 */
export function browserSample(pages: readonly GatePage[], candidate: string): GatePage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    if (page.owner === candidate || page.owner === 'shell' || seen.has(page.route)) return false;
    seen.add(page.route);
    return true;
  });
}
