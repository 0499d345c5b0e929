import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath, sendFileNotFound } from './pagePath';

/** A browser navigating to a client route of a remote's standalone page. */
export function isSpaNavigation(method: string, url: string, accept: string | undefined): boolean {
  return Boolean(accept?.includes('text/html')) && isPagePath(method, url);
}

/**
 * Unknown HTML navigations get index.html with 200 (the client router shows its not-found
 * page); everything else is a real 404.
 */
export function registerSpaFallback(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isSpaNavigation(request.method, request.url, request.headers.accept)) {
      return reply.code(200).sendFile('index.html', { cacheControl: false, maxAge: 0 });
    }
    return sendFileNotFound(reply, request.url);
  });
}
