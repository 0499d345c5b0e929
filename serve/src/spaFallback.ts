import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from './cacheControl';

/** Folders that only hold files: a miss there is a broken link, not a client route. */
const FILE_ONLY_PREFIXES = ['/static/', '/assets/'];
/** A last path segment like `x.js` or `x.webp`; slugs such as `recital-2024.12` are routes. */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;

export function isSpaNavigation(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!accept?.includes('text/html')) return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  if (FILE_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(lastSegment);
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
    return reply
      .code(404)
      .header('cache-control', NO_CACHE)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.url} not found` });
  });
}
