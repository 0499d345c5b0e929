import fastifyRateLimit from '@fastify/rate-limit';
import { siteUrl } from '@harmoni/shared/apps';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasMetricsToken } from '../metrics/metricsPlugin';
import { metricsToken, sameToken } from '../metrics/metricsToken';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import type { CanaryPolicy } from './canaryComparison';
import type { PartHealth } from './partHealth';
import type { ReleaseFigureStore } from './releaseFigures';
import { cookieOf, isSession, SESSION_MS, sessionValue, statusCookie } from './statusSession';
import { signInPage, statusPage, statusPolicy } from './statusPage';
import { siteStatus } from './statusModel';
import { statusText } from './statusText';

type Env = Record<string, string | undefined>;

export const statusPath = '/_status';

/** Sign-in tries an address may make a minute. */
const SIGN_INS_PER_MINUTE = 10;

/**
 * `/_status` on the shell's server: each remote's live release, its server view's health and
 * last warnings, and its real-user figures beside the previous release's, with a 24-hour plot.
 * Behind METRICS_TOKEN, as `Authorization: Bearer` or a sign-in form that sets an HttpOnly,
 * SameSite=Strict cookie (Secure on https) holding a signed expiry, never the token. Forms are
 * taken only from the site's own pages (Origin / Sec-Fetch-Site), so another site cannot sign a
 * visitor in or out. Answers HTML, or text (`Accept: text/plain`, `npm run status`), or JSON.
 * Without METRICS_TOKEN none of it exists.
 */
export function registerStatus(
  app: FastifyInstance,
  options: {
    env: Env;
    registry: () => RemoteRegistry;
    figures: ReleaseFigureStore;
    health: PartHealth;
    /** the canary policy the shell rolls back by, for the comparison shown */
    policy?: CanaryPolicy;
    now?: () => number;
  },
): void {
  const { env, now = Date.now } = options;
  const token = metricsToken(env);
  if (token === undefined) return;
  const site = new URL(siteUrl(env));
  const secure = site.protocol === 'https:';

  /** What the client reads: a browser HTML, `npm run status` text, a script JSON. */
  const wanted = (request: FastifyRequest): 'html' | 'text' | 'json' => {
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html')) return 'html';
    if (accept.includes('text/plain')) return 'text';
    return accept.includes('application/json') ? 'json' : 'html';
  };

  const signedIn = (request: FastifyRequest) =>
    hasMetricsToken(request, token) ||
    isSession(cookieOf(request.headers.cookie, statusCookie), token, now());

  /** A form posted from this site's own page, not another site's. */
  const fromThisSite = (request: FastifyRequest) => {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
    const origin = request.headers.origin;
    if (origin === undefined) return fetchSite === 'same-origin';
    const host = request.headers.host;
    return (
      origin === site.origin || (host !== undefined && origin === `${request.protocol}://${host}`)
    );
  };

  const html = (reply: FastifyReply, code: number, body: string) =>
    reply
      .code(code)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', statusPolicy)
      .header('x-robots-tag', 'noindex')
      .send(body);

  const cookie = (value: string, maxAgeS: number) =>
    `${statusCookie}=${value}; Path=${statusPath}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

  app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(statusPath, async (request, reply) => {
      if (!signedIn(request)) {
        if (request.headers.authorization !== undefined || wanted(request) !== 'html') {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer realm="harmoni"')
            .header('cache-control', 'no-store')
            .send({ error: 'This needs the metrics token: Authorization: Bearer <METRICS_TOKEN>' });
        }
        return html(reply, 401, signInPage());
      }
      const status = siteStatus(
        options.registry(),
        options.figures,
        options.health,
        now,
        options.policy,
      );
      const form = wanted(request);
      if (form === 'text') {
        return reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(statusText(status));
      }
      if (form === 'json') return reply.header('cache-control', 'no-store').send(status);
      return html(reply, 200, statusPage(status, now()));
    });

    scope.post(
      `${statusPath}/sign-in`,
      { config: { rateLimit: { max: SIGN_INS_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        if (!fromThisSite(request))
          return html(reply, 403, signInPage('Sign in from this site’s own page.'));
        const given = (request.body as Record<string, unknown> | undefined)?.token;
        if (typeof given !== 'string' || !sameToken(given, token)) {
          request.log.warn('A sign-in to the status page was refused: wrong token');
          return html(reply, 401, signInPage('That is not the metrics token.'));
        }
        return reply
          .header('set-cookie', cookie(sessionValue(token, now()), SESSION_MS / 1000))
          .header('cache-control', 'no-store')
          .redirect(statusPath, 303);
      },
    );

    scope.post(`${statusPath}/sign-out`, async (request, reply) => {
      if (!fromThisSite(request))
        return html(reply, 403, signInPage('Sign out from this site’s own page.'));
      return reply.header('set-cookie', cookie('', 0)).redirect(statusPath, 303);
    });
  });
}
