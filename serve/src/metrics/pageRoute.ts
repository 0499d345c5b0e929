import type { FastifyRequest } from 'fastify';
import { matchSiteRoute } from '@harmoni/shared/routes';
import { isPageRequest } from '../pages/pageRequest';

/** The label of a page that is not in the route table. */
export const notFoundPage = 'page-not-found';

/**
 * The shell's pages are drawn by its not-found handler, so no Fastify route names them: their
 * label is the route table's pattern ('/lesson/:lesson'), a bounded set, never the path asked.
 */
export function pageRouteOf(request: FastifyRequest): string | undefined {
  if (!isPageRequest(request.method, request.url, request.headers.accept)) return undefined;
  const match = matchSiteRoute(new URL(request.url, 'http://site.invalid').pathname);
  if (match === undefined) return notFoundPage;
  return match.kind === 'home' ? '/' : `/${match.route.path}`;
}
