/**
 * The enquiry server: Fastify with its official plugins for security headers, cookies, CSRF
 * and rate limits. Built here, started by main.ts.
 */
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { enquiryRoutes } from '@harmoni/shared/enquiry';
import { metricsPlugin } from '@harmoni/serve/metrics';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { captchaCheckFor, placeholderCaptcha, type CaptchaCheck } from './bots/captcha';
import type { ServerConfig } from './config';
import type { CookieSecret } from './cookieSecret';
import { registerCsrf } from './csrf';
import { registerEnquiryRoute } from './enquiryRoute';
import { errorBody, registerErrorHandling } from './errors';
import { registerFormRoute } from './formPost/formRoute';
import { registerStrictJson } from './http/strictUtf8';
import { loggerOptions, type LogStream } from './logging';
import { watchOutbox } from './metrics/enquiryMetrics';
import { smtpSender, type MailSender } from './notify/mailSender';
import { startOutbox, type NotificationOutbox } from './notify/outbox';
import { postgresRateLimits } from './rateLimit/postgresRateLimitStore';
import type { EnquiryStore } from './store/enquiryStore';
import { trustOneProxyHop } from './trustedProxy';

export interface EnquiryServerOptions {
  config: ServerConfig;
  /** signs the cookies, or why it cannot (cookieSecret.ts) */
  cookieSecret: CookieSecret;
  store: EnquiryStore;
  logStream?: LogStream;
  /** the captcha check; by default the one CAPTCHA_PROVIDER configures, else the placeholder */
  captcha?: CaptchaCheck;
  /** the school's mail server; by default SMTP_* (none without SMTP_HOST) */
  mailSender?: MailSender;
  /** the style sheet of the page a form posted without JavaScript is answered with */
  pageStyles: string;
}

function tokensUnavailable(reason: string) {
  return errorBody(503, 'TOKENS_UNAVAILABLE', `Tokens cannot be signed: ${reason}`);
}

export async function buildEnquiryServer(options: EnquiryServerOptions): Promise<FastifyInstance> {
  const { config, store } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: trustOneProxyHop(config.trustedProxies),
    bodyLimit: config.bodyLimit,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // on close: idle keep-alive sockets end now, requests in flight finish first
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // Several instances share one database: their rate-limit counts live there too.
  const sharedLimits = config.databaseUrl ? postgresRateLimits(config.databaseUrl) : undefined;

  // E-mail is optional: without SMTP settings enquiries are only stored. With them, each
  // enquiry's e-mail is recorded with it and sent from the outbox until the mail server takes it.
  const sender = options.mailSender ?? (config.smtp ? smtpSender(config.smtp) : undefined);
  let outbox: NotificationOutbox | undefined;
  if (sender) {
    outbox = await startOutbox({
      store,
      sender,
      log: app.log,
      retry: config.notificationRetry,
      // longer than the longest send: connecting, the greeting, then the message's answers
      leaseMs: 6 * (config.smtp?.timeoutMs ?? 20_000),
    });
  }
  const unwatch = watchOutbox(() => store.notificationCounts());
  // Runs once the requests in flight are answered: the e-mail being sent finishes before exit.
  app.addHook('onClose', async () => {
    unwatch();
    await outbox?.stop();
    await sharedLimits?.close();
  });

  // JSON only: text/plain is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  registerStrictJson(app);

  registerErrorHandling(app);
  // /metrics with METRICS_TOKEN, requests by route and status (@harmoni/serve/metrics)
  await app.register(metricsPlugin, { server: 'enquiry' });
  await app.register(fastifyHelmet);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(sharedLimits ? { store: sharedLimits.Store } : {}),
  });

  // Without a key to sign with, every route but the health check says why (503).
  const problem = 'problem' in options.cookieSecret ? options.cookieSecret.problem : undefined;
  if (problem) {
    app.log.error(
      { problem },
      'tokens cannot be signed: enquiries are refused until this is fixed',
    );
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (path === enquiryRoutes.health || path === '/metrics') return;
      return reply.code(503).send(tokensUnavailable(problem));
    });
  }
  const cookieSecret =
    'secret' in options.cookieSecret
      ? options.cookieSecret.secret
      : randomBytes(32).toString('base64url');
  await registerCsrf(app, {
    cookieSecret,
    tokenRateLimit: config.tokenRateLimit,
    rateLimitWindowMs: config.rateLimitWindowMs,
  });
  const captcha = options.captcha ?? captchaCheckFor(config.captcha);
  const routeOptions = {
    store,
    outbox,
    captcha,
    minimumFillMs: config.minimumFillMs,
    enquiryRateLimit: config.enquiryRateLimit,
    tokenRateLimit: config.tokenRateLimit,
    rateLimitWindowMs: config.rateLimitWindowMs,
  };
  registerEnquiryRoute(app, routeOptions);
  registerFormRoute(app, {
    ...routeOptions,
    siteOrigins: config.siteOrigins,
    pageStyles: options.pageStyles,
    captchaNeedsScript: captcha !== placeholderCaptcha,
    cookieSecret,
  });

  app.get(enquiryRoutes.health, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // a token needs the signed cookie: prove signing works, or say why not
    if (problem) return reply.code(503).send(tokensUnavailable(problem));
    const probe = app.signCookie('healthz');
    if (app.unsignCookie(probe).value !== 'healthz') {
      return reply.code(503).send(tokensUnavailable('a signed cookie does not read back'));
    }
    try {
      await store.check();
      return { status: 'ok', database: store.kind };
    } catch (error) {
      request.log.error({ err: error }, 'database check failed');
      return reply
        .code(503)
        .send(errorBody(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.'));
    }
  });

  return app;
}
