import type { BreadcrumbList, WithContext } from 'schema-dts';
import { canonicalUrl } from './headTags';
import { schemaContext } from './jsonLd';
import { routeHeads } from './routeHeads';

/** One step of a page's place in the site, and where it leads. */
export interface Crumb {
  name: string;
  path: string;
}

/** What the header's first link says. */
export const homeCrumbName = 'Home';

/**
 * Where a page sits: Home, then each page above it in its address that exists and that the
 * header's menus and the back links lead to (About Us above the FAQ, the articles above an
 * article, the photo gallery above an album), then the page itself by its own title. A part of
 * the address that is no page (/lesson, /gallery: menus, not pages) is not a step. Home has none.
 */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const above = segments
    .slice(0, -1)
    .map((_, index) => segments.slice(0, index + 1).join('/'))
    .flatMap((route) => {
      const head = routeHeads[route];
      return head && !route.includes(':') ? [{ name: head.title, path: `/${route}` }] : [];
    });
  return [
    { name: homeCrumbName, path: '/' },
    ...above,
    { name: title, path: `/${segments.join('/')}` },
  ];
}

/** The trail as Google's breadcrumb: each step's name and absolute address, in order. */
export function breadcrumbJsonLd(
  trail: readonly Crumb[],
  siteUrl: string,
): WithContext<BreadcrumbList> | undefined {
  if (trail.length < 2) return undefined;
  return {
    '@context': schemaContext,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  };
}
