import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { enquiryServer, portOf } from '@harmoni/shared/apps';
import { defaultEnquiryBodyLimit } from '@harmoni/shared/enquiry';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isFormPost, notSentPage } from './enquiryNotSent';

type Env = Record<string, string | undefined>;
type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
type ProxyPreHandler = NonNullable<FastifyHttpProxyOptions['preHandler']>;

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

function bodyLimitOf(env: Env): number {
  const limit = Number(env.ENQUIRY_BODY_LIMIT);
  return Number.isInteger(limit) && limit > 0 ? limit : defaultEnquiryBodyLimit;
}

const refusals = {
  411: {
    statusCode: 411,
    error: 'Length Required',
    message: 'Send the enquiry with its Content-Length.',
  },
  413: {
    statusCode: 413,
    error: 'Payload Too Large',
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    message: 'The request is larger than an enquiry can be.',
  },
} as const;

/**
 * A body larger than the enquiry server takes is refused here, by its declared length, before
 * any of it is forwarded: passed on, it would be cut off by the enquiry server's 413 while the
 * proxy still streams it, and the visitor would get a 502 instead. A browser's plain form post
 * (the enquiry form without JavaScript) is answered with the enquiry server's page; a fetch,
 * with JSON.
 */
function refuseOversizedBodies(limit: number, upstreamBase: string): ProxyPreHandler {
  return (request, reply, done) => {
    const declared = request.headers['content-length'];
    // A body of unknown length (chunked) could only be refused halfway, as a 502: the page's
    // own requests always say how long they are.
    const unmeasured = declared === undefined && request.headers['transfer-encoding'] !== undefined;
    if (!unmeasured && Number(declared ?? 0) <= limit) {
      done();
      return;
    }
    const status = unmeasured ? 411 : 413;
    void reply.code(status).header('cache-control', 'no-store').header('connection', 'close');
    if (isFormPost(request.headers)) {
      void sendNotSentPage(reply, upstreamBase, unmeasured);
      return;
    }
    void reply.send(refusals[status]);
  };
}

async function sendNotSentPage(reply: FastifyReply, upstreamBase: string, unmeasured: boolean) {
  const page = await notSentPage(upstreamBase, unmeasured ? 'no-length' : 'too-large');
  return reply
    .header('content-security-policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/**
 * `/api/*` -> enquiry server `/*`, so its cookies are first-party on the shell's origin.
 */
export function registerApiProxy(app: FastifyInstance, env: Env): void {
  // http-proxy ignores a path in `upstream`: carry it over as the rewritten prefix.
  const target = new URL(enquiryUpstream(env));
  const rewritePrefix = target.pathname.replace(/\/$/, '');
  app.register(fastifyHttpProxy, {
    preHandler: refuseOversizedBodies(bodyLimitOf(env), `${target.origin}${rewritePrefix}`),
    upstream: target.origin,
    prefix: '/api',
    rewritePrefix,
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      onError: upstreamUnavailable,
    },
  });
}
