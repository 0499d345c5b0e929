import { canonicalUrl } from '@harmoni/shared/pageHead';
import { matchSiteRoute, remoteRoutes } from '@harmoni/shared/routes';
import { escapeXml } from './escape';

/** Routes without parameters: Home and every static page of the route table. */
export function staticPaths(): string[] {
  return [
    '/',
    ...remoteRoutes.filter((route) => !route.path.includes(':')).map((r) => `/${r.path}`),
  ];
}

/** How long a sitemap is kept: crawlers ask often, and a new page may wait this long. */
const SITEMAP_TTL_MS = 60_000;

/** Published paths longer than this are not a page of the site. */
const MAX_PATH = 300;

/**
 * The pages a remote published that are its own: a path the route table draws with one of
 * that remote's modules. Anything else (another remote's pages, unknown routes) is left out.
 */
export function ownPages(remote: string, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    if (!path.startsWith('/') || path.length > MAX_PATH) return false;
    const match = matchSiteRoute(path);
    return match?.kind === 'remote' && match.route.moduleId.startsWith(`${remote}/`);
  });
}

/**
 * Every public page: the route table's static ones, and the pages each remote publishes about
 * its own content (its view's sitePages: lessons, albums, concerts, articles). A remote that
 * cannot be asked leaves its pages out this time; the rest still lists. Kept for a minute, and
 * asked again at once when `releases` changes (a promote or a rollback: the live releases'
 * content is what the sitemap lists).
 */
export function sitemapReader(
  published: () => Promise<Record<string, string[]>>,
  now: () => number = Date.now,
  releases: () => unknown = () => undefined,
): () => Promise<string[]> {
  let kept: { at: number; releases: unknown; paths: Promise<string[]> } | undefined;
  const list = async () => {
    const pages = await published();
    const remotePages = Object.entries(pages).flatMap(([remote, paths]) => ownPages(remote, paths));
    return [...new Set([...staticPaths(), ...remotePages])];
  };
  return () => {
    const live = releases();
    if (!kept || now() - kept.at > SITEMAP_TTL_MS || kept.releases !== live) {
      const paths = list();
      kept = { at: now(), releases: live, paths };
      // a failure is not kept
      paths.catch(() => (kept = undefined));
    }
    return kept.paths;
  };
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
