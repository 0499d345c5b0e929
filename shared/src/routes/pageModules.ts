import { homeSections } from './homeSections';
import { matchSiteRoute } from './matchSiteRoute';

export { concertServiceId, lessonServiceId } from './routeTable';

/**
 * The exposed modules that draw a page's first screen: the route's module and the services the
 * page itself uses (the header's menus load theirs only once the visitor reaches for them).
 * None for a path the route table does not know (the not-found page is the shell's own). The
 * home page's: the sections the server draws with it (the events); the others load as the
 * visitor scrolls towards them.
 */
export function modulesForPage(pathname: string): string[] {
  const match = matchSiteRoute(pathname);
  if (!match) return [];
  if (match.kind === 'home') {
    return homeSections.filter((section) => section.drawnByServer).map((s) => s.moduleId);
  }
  return [match.route.moduleId, ...(match.route.services ?? [])];
}
