import { relative } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cacheControl';

/** Serves the build output in `root` (absolute), compressed, with per-class caching. */
export function registerStaticFiles(
  app: FastifyInstance,
  root: string,
  { index = true, hidden = [] }: { index?: boolean; hidden?: readonly string[] } = {},
): void {
  const isHidden = (pathName: string) =>
    hidden.some((folder) => pathName === `/${folder}` || pathName.startsWith(`/${folder}/`));
  app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Request bodies go through the /api proxy untouched, encoding header included.
    globalDecompression: false,
  });
  app.register(fastifyStatic, {
    root,
    wildcard: true,
    // false: a folder ('/') is not answered with its index.html, so the pages can answer it
    index: index ? 'index.html' : false,
    // Uses dist/*.br or *.gz when a build step produced them; otherwise compress on the fly.
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    // Folders of the build that are not for the browser answer as if they were not there.
    allowedPath: (pathName) => !isHidden(pathName),
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(relative(root, filePath)));
    },
  });
}
