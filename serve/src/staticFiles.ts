import { relative } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor } from './cacheControl';

/** Scripts and style sheets: sent compressed, from the build's copy or compressed on the fly. */
const COMPRESSIBLE = /\.(?:js|css)(?:\.(?:br|gz))?$/;

/**
 * Caches must keep each encoding apart. @fastify/compress says so when it compresses, but a
 * copy compressed at build time (x.js.br) is sent as it is, without it. Other fields (the
 * remotes' `Origin`) stay.
 */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const fields = (current === undefined ? [] : [current].flat())
    .flatMap((value) => String(value).split(','))
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.some((field) => field.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...fields, 'accept-encoding'].join(', '));
}

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
  app.addHook('onSend', async (request, reply, payload) => {
    if (COMPRESSIBLE.test(request.url.split('?')[0] ?? '')) varyOnEncoding(reply);
    return payload;
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
