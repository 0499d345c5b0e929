import type { FastifyReply } from 'fastify';
import { NO_CACHE } from './cacheControl';

/** Folders that only hold files: a miss there is a broken link, not a page. */
const FILE_ONLY_PREFIXES = ['/static/', '/assets/'];
/** A last path segment like `x.js` or `x.webp`; slugs such as `recital-2024.12` are pages. */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;

/** A GET or HEAD of a path that names a page of the site rather than a file. */
export function isPagePath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  if (FILE_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(lastSegment);
}

/** A file that is not there: a plain 404, never the page in its place. */
export function sendFileNotFound(reply: FastifyReply, url: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', NO_CACHE)
    .send({ statusCode: 404, error: 'Not Found', message: `${url} not found` });
}
