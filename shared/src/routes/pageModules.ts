import { matchSiteRoute } from './matchSiteRoute';

export { concertServiceId, lessonServiceId } from './routeTable';

/**
 * The exposed modules that draw a page's first screen: the route's module and the services the
 * page itself uses (the header's menus load theirs only once the visitor reaches for them).
 * None for a path the route table does not know (the not-found page is the shell's own), nor
 * for the home page, whose remote sections all sit below the banner and load as the visitor
 * scrolls towards them.
 */
export function modulesForPage(pathname: string): string[] {
  const match = matchSiteRoute(pathname);
  if (!match || match.kind === 'home') return [];
  return [match.route.moduleId, ...(match.route.services ?? [])];
}
