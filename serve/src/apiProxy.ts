import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { enquiryServer, portOf } from '@harmoni/shared/apps';
import type { FastifyInstance } from 'fastify';

type Env = Record<string, string | undefined>;
type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

export function enquiryUpstream(env: Env): string {
  const configured = env.ENQUIRY_URL;
  if (configured !== undefined && configured !== '') return configured;
  return `http://localhost:${portOf(enquiryServer, env)}`;
}

const forwardedHeaders: NonNullable<ReplyOptions['rewriteRequestHeaders']> = (request, headers) => {
  const previous = headers['x-forwarded-for'];
  const chain = Array.isArray(previous) ? previous.join(', ') : previous;
  return {
    ...headers,
    'x-forwarded-for': chain ? `${chain}, ${request.ip}` : request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
};

const upstreamUnavailable: NonNullable<ReplyOptions['onError']> = (reply, { error }) => {
  reply.log.warn({ err: error }, 'enquiry server unreachable');
  const status =
    'statusCode' in error && (error.statusCode === 503 || error.statusCode === 504)
      ? error.statusCode
      : 502;
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({
      statusCode: status,
      error: status === 502 ? 'Bad Gateway' : 'Service Unavailable',
      message: 'The enquiry service is not reachable right now. Please try again later.',
    });
};

/**
 * `/api/*` -> enquiry server `/*`, so its cookies are first-party on the shell's origin.
 */
export function registerApiProxy(app: FastifyInstance, env: Env): void {
  // http-proxy ignores a path in `upstream`: carry it over as the rewritten prefix.
  const target = new URL(enquiryUpstream(env));
  app.register(fastifyHttpProxy, {
    upstream: target.origin,
    prefix: '/api',
    rewritePrefix: target.pathname.replace(/\/$/, ''),
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      onError: upstreamUnavailable,
    },
  });
}
