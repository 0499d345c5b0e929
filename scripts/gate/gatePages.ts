/**
 * The pages the integration gate asks for: every route of the route table without a parameter,
 * the home page, and every address of the live sitemap (which fills in the routes with
 * parameters: each lesson, album, concert and article; a route it leaves out, like the album's
 * /gallery/{folder} alias, is filled in from a listed page of its module). Each page is owned by the remote whose
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

/**
 * A page for each route with parameters the sitemap does not list (an alias such as
 * /gallery/{folder}), filled in from a listed page its module draws; none if there is none.
 */
function unlistedRoutes(listed: readonly string[]): string[] {
  const matches = listed.map((path) => matchSiteRoute(path));
  const drawn = new Set(matches.map((match) => (match?.kind === 'remote' ? match.route.path : '')));
  return remoteRoutes.flatMap((route) => {
    if (!route.path.includes(':') || drawn.has(route.path)) return [];
    const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
    const source = matches.find(
      (match) =>
        match?.kind === 'remote' &&
        match.route.moduleId === route.moduleId &&
        names.every((name) => Object.hasOwn(match.params, name)),
    );
    if (source?.kind !== 'remote') return [];
    const path = `/${route.path.replace(/:(\w+)/g, (_, name: string) => source.params[name] ?? '')}`;
    // only where the table routes it back to that route (static routes win over an alias)
    return pageOf(path).route === route.path ? [path] : [];
  });
}

/**
 * The home page, the table's routes without parameters, the sitemap's pages and a page of each
 * route the sitemap leaves out, once each.
 */
export function gatePages(sitemap: readonly string[]): GatePage[] {
  const fixed = remoteRoutes.filter((route) => !route.path.includes(':'));
  const paths = new Set(['/', ...fixed.map((route) => `/${route.path}`), ...sitemap]);
  return [...paths, ...unlistedRoutes([...paths])].map(pageOf);
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
