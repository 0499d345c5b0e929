import { matchRoutes } from 'react-router-dom';
import { remoteRoutes, type RemoteRoute } from './routeTable';

export type SiteRouteMatch =
  { kind: 'home' } | { kind: 'remote'; route: RemoteRoute; params: Record<string, string> };

const routeObjects = [
  { path: '/', children: [{ index: true }, ...remoteRoutes.map(({ path }) => ({ path }))] },
];

/**
 * Paths matched lately: React Router ranks the whole table on every match, and the shell's
 * server matches each page's path several times. Bounded: paths come from visitors.
 */
const matched = new Map<string, SiteRouteMatch | undefined>();
const MATCHES_KEPT = 500;

/** Which screen of the route table draws a path; undefined for the not-found page. */
export function matchSiteRoute(pathname: string): SiteRouteMatch | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  if (matched.size >= MATCHES_KEPT) matched.clear();
  const match = matchInTable(pathname);
  matched.set(pathname, match);
  return match;
}

function matchInTable(pathname: string): SiteRouteMatch | undefined {
  const matches = matchRoutes(routeObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  if (!leaf) return undefined;
  if ('index' in leaf.route && leaf.route.index) return { kind: 'home' };
  const route = remoteRoutes.find((candidate) => candidate.path === leaf.route.path);
  if (!route) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(leaf.params)) {
    if (value !== undefined) params[name] = value;
  }
  return { kind: 'remote', route, params };
}
