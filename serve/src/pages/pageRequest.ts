import { isPagePath } from '../pagePath';

/**
 * A request for one of the site's pages: a page path asked for by a browser or by anything that
 * takes any type (link preview bots and curl send Accept: *\/* or nothing). A request that only
 * wants something else (JSON...) is not.
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return false;
  return isPagePath(method, url);
}
