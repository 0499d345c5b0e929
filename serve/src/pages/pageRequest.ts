/** Folders that only hold files: a miss there is a broken link, not a page. */
const FILE_ONLY_PREFIXES = ['/static/', '/assets/'];
/** A last path segment like `x.js` or `x.webp`; slugs such as `recital-2024.12` are pages. */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;

/**
 * A request for one of the site's pages: GET or HEAD of a path that is not a file, from a
 * browser or from anything that takes any type (link preview bots and curl send Accept: *\/*
 * or nothing). A request that only wants something else (JSON...) is not.
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  if (FILE_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(lastSegment);
}
