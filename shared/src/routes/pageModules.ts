import { matchSiteRoute } from './matchSiteRoute';

/** What mf-lessons exposes for the header's Lesson menu (and its lesson cards). */
export const lessonServiceId = 'lessons/lessonService';
/** What mf-gallery exposes for the header's Gallery menu. */
export const concertServiceId = 'gallery/concertService';

/**
 * Services a routed page itself uses, beyond its own module: the contact form lists the lessons.
 * The header's menus use the lesson and concert services too, but only once the visitor reaches
 * for them, so no page needs them at start for the header.
 */
const servicesOfPage: Readonly<Record<string, readonly string[]>> = {
  'contact/ContactPage': [lessonServiceId],
};

/**
 * The exposed modules that draw a page's first screen: none for a path the route table does not
 * know (the not-found page is the shell's own), nor for the home page, whose remote sections all
 * sit below the banner and load as the visitor scrolls towards them.
 */
export function modulesForPage(pathname: string): string[] {
  const match = matchSiteRoute(pathname);
  if (!match || match.kind === 'home') return [];
  return [match.route.moduleId, ...(servicesOfPage[match.route.moduleId] ?? [])];
}
