import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { collectProcessMetrics, httpRequests, httpRequestSeconds } from './httpMetrics';
import { metricsRegistry } from './metricKinds';
import { bearerToken, metricsToken, sameToken } from './metricsToken';

type Env = Record<string, string | undefined>;

export const metricsPath = '/metrics';

/** The route label of a request no route matched (a 404, a page drawn by a not-found handler). */
export const unmatchedRoute = 'unmatched';

export interface MetricsOptions {
  /** the server's name in the labels: 'shell', 'mf-gallery', 'releases', 'enquiry' */
  server: string;
  /** METRICS_TOKEN is read from here; process.env unless given */
  env?: Env;
  /**
   * The label of a request no route matched, from a bounded set (the shell's pages are drawn
   * by its not-found handler: their route table pattern). `unmatched` when it answers nothing.
   */
  routeOf?: (request: FastifyRequest) => string | undefined;
}

/** Whether the request carries the token, as `Authorization: Bearer <token>`. */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const given = bearerToken(request.headers.authorization);
  return given !== undefined && sameToken(given, token);
}

/** 401 with the challenge a client needs to know what to send. */
export function refuseWithoutToken(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer realm="harmoni"')
    .header('cache-control', 'no-store')
    .send({ error: 'This needs the metrics token: Authorization: Bearer <METRICS_TOKEN>' });
}

/**
 * Prometheus metrics on every server (prom-client's default registry): requests by route pattern
 * and status, their durations, and the process's own figures. `/metrics` answers them in the
 * Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>`; without a
 * METRICS_TOKEN the route does not exist. Labels are always from bounded sets: a visitor's URL
 * never becomes a label.
 */
async function metrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const { server, env = process.env } = options;
  collectProcessMetrics();

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? options.routeOf?.(request) ?? unmatchedRoute;
    httpRequests.inc({ server, method: request.method, route, status: String(reply.statusCode) });
    httpRequestSeconds.observe({ server, method: request.method, route }, reply.elapsedTime / 1000);
  });

  const token = metricsToken(env);
  if (token === undefined) return;
  app.get(metricsPath, async (request, reply) => {
    if (!hasMetricsToken(request, token)) return refuseWithoutToken(reply);
    const text = await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(text);
  });
}

/** The metrics as a Fastify plugin: `app.register(metricsPlugin, { server: 'enquiry' })`. */
export const metricsPlugin = fastifyPlugin(metrics, { name: 'harmoni-metrics', fastify: '5.x' });
