import type { FastifyInstance } from 'fastify';

/**
 * Headers that only govern a document (a page, or an SVG opened as one): what it may load,
 * frame and open. On a script, a style sheet, a font or a raster image they do nothing, yet
 * they cost about 1 KB on every such response (a page loads a dozen scripts).
 * Kept on every file: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a style sheet's
 * own requests follow it) and HSTS (it is about the host).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Files that can never render as a document; SVG and HTML can, so they keep everything. */
const SUBRESOURCE_FILE = /\.(?:m?js|css|woff2?|png|jpe?g|webp|avif|gif|ico)(?:\.(?:br|gz))?$/i;

export function isSubresourceFile(filePath: string): boolean {
  return SUBRESOURCE_FILE.test(filePath);
}

/**
 * Drops the document-only headers from every response for a file that is never a document.
 * Registered after the security headers (which are set as each request arrives).
 */
export function registerSubresourceHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isSubresourceFile(request.url.split('?')[0] ?? '')) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });
}
