import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** Every error answer has this shape, so the form (and anyone debugging) reads one format. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  issues?: { field: string; message: string }[];
  /** 429: when the sender may try again (also the Retry-After header) */
  retryAfterSeconds?: number;
}

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  issues?: ErrorBody['issues'],
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...(issues ? { issues } : {}),
  };
}

/** Plain words for the rejections a visitor or an integrator is most likely to meet. */
const clearMessages: Readonly<Record<string, string>> = {
  FST_CSRF_MISSING_SECRET:
    'The security cookie is missing. Reload the page and send the form again.',
  FST_CSRF_INVALID_TOKEN:
    'The security token is missing or out of date. Reload the page and send the form again.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the enquiry as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is larger than an enquiry can be.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  INVALID_ENCODING: 'Send the request as UTF-8 (and declare no other charset).',
};

const serverFailure = 'Sorry, the enquiry could not be saved. Please try again later.';

/**
 * Fastify's own rejections (bad JSON, too large, wrong content type, CSRF, rate limit) keep
 * their status and message; anything unexpected is a 500 that says nothing about internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    const code = error.code ?? (status === 429 ? 'RATE_LIMITED' : 'ERROR');
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(errorBody(status, code, serverFailure));
    }
    request.log.info({ code, statusCode: status }, 'request rejected');
    return reply.code(status).send(errorBody(status, code, clearMessages[code] ?? error.message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorBody(
          404,
          'NOT_FOUND',
          `${request.method} ${request.url.split('?')[0]} is not a route of this server.`,
        ),
      ),
  );
}
