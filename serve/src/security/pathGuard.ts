import type { FastifyInstance } from 'fastify';
import { sendFileNotFound } from '../pagePath';

/**
 * Paths that no page or file of the site has, but that can slip past a folder rule once a
 * server or a proxy normalises them: empty segments (`//ssr/x`), dot segments, encoded dots,
 * slashes, backslashes and NUL, and backslashes themselves. They answer 404 before any route,
 * so a rule such as "ssr/ is never served" cannot be walked around.
 */
const AMBIGUOUS_PATH = /\/\/|\/\.\.?(?:\/|$)|%2e|%2f|%5c|%00|\\/i;

export function isAmbiguousPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return AMBIGUOUS_PATH.test(pathname);
}

export function registerPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isAmbiguousPath(request.url)) return sendFileNotFound(reply, request.url);
  });
}
