/**
 * The enquiry server: Fastify with its official plugins for security headers, cookies, CSRF
 * and rate limits. Built here, started by main.ts.
 */
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { enquiryRoutes } from '@harmoni/shared/enquiry';
import { metricsPlugin } from '@harmoni/serve/metrics';
import Fastify, { type FastifyInstance } from 'fastify';
import { captchaCheckFor, placeholderCaptcha, type CaptchaCheck } from './bots/captcha';
import type { ServerConfig } from './config';
import { registerCsrf } from './csrf';
import { registerEnquiryRoute } from './enquiryRoute';
import { errorBody, registerErrorHandling } from './errors';
import { registerFormRoute } from './formPost/formRoute';
import { loggerOptions, type LogStream } from './logging';
import { createMailNotifier } from './notify/mailNotifier';
import { postgresRateLimits } from './rateLimit/postgresRateLimitStore';
import type { EnquiryStore } from './store/enquiryStore';
import { trustOneProxyHop } from './trustedProxy';

export interface EnquiryServerOptions {
  config: ServerConfig;
  /** signs the CSRF secret cookie */
  cookieSecret: string;
  store: EnquiryStore;
  logStream?: LogStream;
  /** the captcha check; by default the one CAPTCHA_PROVIDER configures, else the placeholder */
  captcha?: CaptchaCheck;
  /** the style sheet of the page a form posted without JavaScript is answered with */
  pageStyles: string;
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

  // E-mail is optional: without SMTP settings enquiries are only stored.
  const notifier = config.smtp ? createMailNotifier(config.smtp, app.log) : undefined;
  // Runs once the requests in flight are answered: their notifications go out before exit.
  app.addHook('onClose', async () => {
    await notifier?.drain();
    await sharedLimits?.close();
  });

  // JSON only: text/plain is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  // /metrics with METRICS_TOKEN, requests by route and status (@harmoni/serve/metrics)
  await app.register(metricsPlugin, { server: 'enquiry' });
  await app.register(fastifyHelmet);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(sharedLimits ? { store: sharedLimits.Store } : {}),
  });
  await registerCsrf(app, {
    cookieSecret: options.cookieSecret,
    tokenRateLimit: config.tokenRateLimit,
    rateLimitWindowMs: config.rateLimitWindowMs,
  });
  const captcha = options.captcha ?? captchaCheckFor(config.captcha);
  const routeOptions = {
    store,
    notifier,
    captcha,
    minimumFillMs: config.minimumFillMs,
    enquiryRateLimit: config.enquiryRateLimit,
    rateLimitWindowMs: config.rateLimitWindowMs,
  };
  registerEnquiryRoute(app, routeOptions);
  registerFormRoute(app, {
    ...routeOptions,
    siteOrigins: config.siteOrigins,
    pageStyles: options.pageStyles,
    captchaNeedsScript: captcha !== placeholderCaptcha,
  });

  app.get(enquiryRoutes.health, async (request, reply) => {
    reply.header('cache-control', 'no-store');
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
