/**
 * Signed double-submit cookie (OWASP): GET /general/csrf sets an httpOnly, signed secret
 * cookie and a readable token cookie derived from it. The page's fetch wrapper copies the
 * token into the X-XSRF-TOKEN header; a POST passes only when header and secret agree. Another
 * site can make a browser send the cookies, but cannot read the token to set the header.
 */
import fastifyCookie from '@fastify/cookie';
import CsrfTokens from '@fastify/csrf';
import fastifyCsrf from '@fastify/csrf-protection';
import { enquiryRoutes, xsrfCookieName, xsrfHeaderName } from '@harmoni/shared/enquiry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stampFormOpened } from './bots/fillTime';
import { budgetKey } from './rateLimit/budgets';

export const csrfSecretCookie = 'enquiry-csrf-secret';

/** Path=/ so the page reads the token wherever it is; Secure whenever the visitor uses HTTPS. */
const cookieOptions = { path: '/', sameSite: 'strict', secure: 'auto' } as const;

/** A refused token, with the codes and status @fastify/csrf-protection gives. */
export class CsrfRefusal extends Error {
  readonly statusCode = 403;
  constructor(
    readonly code: 'FST_CSRF_MISSING_SECRET' | 'FST_CSRF_INVALID_TOKEN',
    message: string,
  ) {
    super(message);
  }
}

// {} picks the overload without user info, as the plugin is set up
const tokens = new CsrfTokens({});

function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[xsrfHeaderName.toLowerCase()];
  return typeof header === 'string' ? header : undefined;
}

/**
 * The check of @fastify/csrf-protection (the same signed secret cookie and token), as a value
 * instead of a sent reply: the route decides which rate-limit budget a refusal is counted in.
 */
export function csrfRefusal(
  request: FastifyRequest,
  token: string | undefined = headerToken(request),
): CsrfRefusal | undefined {
  const secret = request.unsignCookie(request.cookies[csrfSecretCookie] ?? '');
  if (!secret.valid || !secret.value) {
    return new CsrfRefusal('FST_CSRF_MISSING_SECRET', 'Missing csrf secret');
  }
  if (!token || !tokens.verify(secret.value, token)) {
    return new CsrfRefusal('FST_CSRF_INVALID_TOKEN', 'Invalid csrf token');
  }
  return undefined;
}

/**
 * A new token for a form, with the cookies it pairs with (the signed secret, the readable
 * token) and the form's opened stamp: what the token route answers, and what a page with the
 * form posted without JavaScript carries in its hidden field.
 */
export function issueToken(reply: FastifyReply): string {
  const token = reply.generateCsrf();
  stampFormOpened(reply, cookieOptions);
  reply.setCookie(xsrfCookieName, token, { ...cookieOptions, httpOnly: false });
  return token;
}

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
    getToken: headerToken,
  });

  app.get(
    enquiryRoutes.token,
    {
      onRequest: app.rateLimit({
        max: options.tokenRateLimit,
        timeWindow: options.rateLimitWindowMs,
        keyGenerator: budgetKey('token'),
      }),
    },
    async (_request, reply) => {
      issueToken(reply);
      return reply.header('cache-control', 'no-store').code(204).send();
    },
  );
}
