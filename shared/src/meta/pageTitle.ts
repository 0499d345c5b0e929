import { site } from '../config/site';

/** '{title} | Harmoni Music School - Music School in Setia Alam' */
export function pageTitle(title: string): string {
  return `${title} | ${site.brand} - Music School in ${site.area}`;
}

/** The school, the area and the city, then whatever the page adds. */
export function pageKeywords(extra?: string): string {
  const keywords: string[] = [...site.defaultKeywords, `${site.area}`, `${site.city}`];
  if (extra) keywords.unshift(extra);
  return keywords.join(', ');
}
