import { homeSections } from './homeSections';
import { matchSiteRoute } from './matchSiteRoute';

/** What mf-lessons exposes for the header's Lesson menu (and its lesson cards). */
export const lessonServiceId = 'lessons/lessonService';
/** What mf-gallery exposes for the header's Gallery menu. */
export const concertServiceId = 'gallery/concertService';

/** The header's menus are fed by these on every page. */
export const everyPageModules: readonly string[] = [lessonServiceId, concertServiceId];

/**
 * The exposed modules that draw a page, the header's first; only the header's for a path the
 * route table does not know (the not-found page is the shell's own).
 */
export function modulesForPage(pathname: string): string[] {
  const match = matchSiteRoute(pathname);
  if (!match) return [...everyPageModules];
  const pageModules =
    match.kind === 'home'
      ? homeSections.map((section) => section.moduleId)
      : [match.route.moduleId];
  return [...new Set([...everyPageModules, ...pageModules])];
}
