import { matchRoutes } from 'react-router-dom';
import { remoteRoutes, type RemoteRoute } from './routeTable';

export type SiteRouteMatch =
  { kind: 'home' } | { kind: 'remote'; route: RemoteRoute; params: Record<string, string> };

const routeObjects = [
  { path: '/', children: [{ index: true }, ...remoteRoutes.map(({ path }) => ({ path }))] },
];

/** Which screen of the route table draws a path; undefined for the not-found page. */
export function matchSiteRoute(pathname: string): SiteRouteMatch | undefined {
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
