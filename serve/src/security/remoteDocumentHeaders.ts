import type { FastifyInstance } from 'fastify';
import { permissionsPolicy } from './registerSecurityHeaders';

/**
 * A remote serves the shell its modules, and also its own HTML (the standalone page) and SVG
 * pictures, either of which a browser can open as a document. Those get a policy of their
 * own: no plugins, no <base> or form posts elsewhere, and no framing by any site, so a remote's
 * page cannot be clickjacked or an SVG made to run in another site's frame; an SVG, which never
 * needs a script, gets none. Scripts and styles keep loading as the standalone page needs.
 */
export const remoteHtmlPolicy =
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
export const remoteSvgPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

export function registerRemoteDocumentHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', remoteHtmlPolicy);
      reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', permissionsPolicy);
    } else if (type.startsWith('image/svg+xml')) {
      reply.header('content-security-policy', remoteSvgPolicy);
    }
    return payload;
  });
}
