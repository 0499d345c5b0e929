/** Files whose name never changes between builds: the browser must revalidate them. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'info.txt',
]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ONE_DAY = 'public, max-age=86400';
export const NO_CACHE = 'no-cache';
/**
 * A page the shell's server draws: each response carries its own Content-Security-Policy nonce,
 * so no shared cache may keep one and hand it, nonce and all, to another visitor. The browser
 * may keep it (for back and forward) and asks again otherwise.
 */
export const PAGE_CACHE = 'private, no-cache';

/**
 * Cache-Control for a file of the build output, by its path relative to the root
 * ('static/js/main.1a2b.js'). Pre-compressed siblings (.br/.gz) follow their original.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  // Content documents are edited in place, so they must not be cached blindly.
  if (file.startsWith('assets/docs/')) return NO_CACHE;
  // Rsbuild puts content hashes in every name under static/.
  if (file.startsWith('static/')) return IMMUTABLE;
  if (file.startsWith('assets/')) return ONE_DAY;
  // Anything else (favicon, robots.txt...) has a stable name.
  return NO_CACHE;
}
