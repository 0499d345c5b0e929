import { canonicalUrl } from '@harmoni/shared/pageHead';
import { remoteRoutes } from '@harmoni/shared/routes';
import { escapeXml } from './escape';
import type { SiteContent } from './siteContent';

/** Routes without parameters: Home and every static page of the route table. */
export function staticPaths(): string[] {
  return [
    '/',
    ...remoteRoutes.filter((route) => !route.path.includes(':')).map((r) => `/${r.path}`),
  ];
}

/**
 * Every public page: the static ones, each lesson with a page, article, album and displayed
 * concert. A remote that cannot be read leaves its pages out this time; the rest still lists.
 */
export async function sitemapPaths(content: SiteContent): Promise<string[]> {
  const [lessons, articles, albums, concerts] = await Promise.all([
    content.lessons(),
    content.articles(),
    content.albumIndex(),
    content.concerts(),
  ]);
  const paths = staticPaths();
  if (lessons.status === 'ok') {
    for (const lesson of lessons.value) {
      if (lesson.hasLink && lesson.link) paths.push(`/lesson/${encodeURIComponent(lesson.link)}`);
    }
  }
  if (articles.status === 'ok') {
    for (const entry of articles.value) paths.push(`/about/article/${entry.id}`);
  }
  if (albums.status === 'ok') {
    for (const folder of albums.value) paths.push(`/gallery/photo/${folder}`);
  }
  if (concerts.status === 'ok') {
    for (const concert of concerts.value) {
      if (concert.display) paths.push(`/gallery/concert/${concert.url}`);
    }
  }
  return [...new Set(paths)];
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Every page may be crawled; the sitemap says where they all are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}\n`;
}
