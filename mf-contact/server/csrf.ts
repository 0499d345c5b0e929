/**
 * Signed double-submit cookie (OWASP): GET /general/csrf sets an httpOnly, signed secret
 * cookie and a readable token cookie derived from it. The page's fetch wrapper copies the
 * token into the X-XSRF-TOKEN header; a POST passes only when header and secret agree. Another
 * site can make a browser send the cookies, but cannot read the token to set the header.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import { enquiryRoutes, xsrfCookieName, xsrfHeaderName } from '@harmoni/shared/enquiry';
import type { FastifyInstance } from 'fastify';

export const csrfSecretCookie = 'enquiry-csrf-secret';

/** Path=/ so the page reads the token wherever it is; Secure whenever the visitor uses HTTPS. */
const cookieOptions = { path: '/', sameSite: 'strict', secure: 'auto' } as const;

export interface CsrfOptions {
  cookieSecret: string;
  tokenRateLimit: number;
  rateLimitWindowMs: number;
}

export async function registerCsrf(app: FastifyInstance, options: CsrfOptions): Promise<void> {
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  await app.register(fastifyCsrf, {
    cookieKey: csrfSecretCookie,
    cookieOpts: { ...cookieOptions, httpOnly: true, signed: true },
    // only the header: a token in a form body would let a plain cross-site form try its luck
    getToken: (request) => {
      const header = request.headers[xsrfHeaderName.toLowerCase()];
      return typeof header === 'string' ? header : undefined;
    },
  });

  app.get(
    enquiryRoutes.token,
    {
      onRequest: app.rateLimit({
        max: options.tokenRateLimit,
        timeWindow: options.rateLimitWindowMs,
      }),
    },
    async (_request, reply) => {
      const token = reply.generateCsrf();
      return reply
        .setCookie(xsrfCookieName, token, { ...cookieOptions, httpOnly: false })
        .header('cache-control', 'no-store')
        .code(204)
        .send();
    },
  );
}
