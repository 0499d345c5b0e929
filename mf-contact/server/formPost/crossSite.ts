/**
 * A form posted without JavaScript carries no header a page on another site cannot send, so the
 * browser's own word on where it came from decides first (OWASP CSRF cheat sheet: Fetch Metadata,
 * else the Origin against the target origin). Strict: a POST that names neither is refused, as
 * is one from a sibling subdomain ("same-site" is not "same-origin").
 */
import type { FastifyRequest } from 'fastify';

export class CrossSiteRefusal extends Error {
  readonly statusCode = 403;
  readonly code = 'CROSS_SITE_FORM';
}

/** The origin the visitor addressed: the shell's, as its proxy forwards it, or this server's. */
function targetOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Why this form post is refused as cross-site, or undefined when it came from the site itself. */
export function crossSiteRefusal(
  request: FastifyRequest,
  siteOrigins: readonly string[],
): CrossSiteRefusal | undefined {
  // The browser's own verdict, which no page can set: the site itself, or the visitor (a reload).
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) {
    return fetchSite === 'same-origin' || fetchSite === 'none'
      ? undefined
      : new CrossSiteRefusal(`A form sent from a ${fetchSite} page is refused.`);
  }
  // A browser without Fetch Metadata: the Origin it sends with every POST.
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') {
    return new CrossSiteRefusal('A form post without an Origin is refused.');
  }
  if (origin !== targetOrigin(request) && !siteOrigins.includes(origin)) {
    return new CrossSiteRefusal(`A form sent from ${origin} is refused.`);
  }
  return undefined;
}
