import {
  enquiryFields,
  enquiryFieldsOf,
  enquiryRequestSchema,
  captchaResponseHeader,
  enquiryRoutes,
  idempotencyKeyHeader,
  isHoneypotFilled,
  isIdempotencyKey,
  type EnquiryFields,
} from '@harmoni/shared/enquiry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { type CaptchaCheck } from './bots/captcha';
import { filledTooFast } from './bots/fillTime';
import { csrfRefusal } from './csrf';
import { errorBody } from './errors';
import { countEnquiry } from './metrics/enquiryMetrics';
import type { NotificationOutbox } from './notify/outbox';
import { budget, type Budget } from './rateLimit/budgets';
import type { EnquiryStore, StoredEnquiry, StoredFields } from './store/enquiryStore';

export interface EnquiryRouteOptions {
  store: EnquiryStore;
  /** the school's e-mails; none without SMTP settings */
  outbox?: NotificationOutbox;
  captcha: CaptchaCheck;
  minimumFillMs: number;
  enquiryRateLimit: number;
  tokenRateLimit: number;
  rateLimitWindowMs: number;
}

/** The budgets a route charges (rateLimit/budgets.ts). */
export interface Budgets {
  enquiry: Budget;
  refused: Budget;
  token: Budget;
}

export function budgetsOf(app: FastifyInstance, options: EnquiryRouteOptions): Budgets {
  const window = options.rateLimitWindowMs;
  return {
    enquiry: budget(app, 'enquiry', options.enquiryRateLimit, window),
    refused: budget(app, 'refused', options.enquiryRateLimit, window),
    token: budget(app, 'token', options.tokenRateLimit, window),
  };
}

/** Whether two enquiries carry the same fields (a repeat must not change what was sent). */
export function sameFields(a: StoredFields, b: EnquiryFields): boolean {
  return enquiryFields.every((field) => a[field] === b[field]);
}

/**
 * A key already stored: the original answer; with other fields, 409 and what the school holds
 * (the form then tells the visitor it has their enquiry; changed fields go with a new key).
 */
function answerRepeat(
  stored: StoredEnquiry,
  fields: EnquiryFields,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  countEnquiry('duplicate');
  request.log.info({ enquiryId: stored.id }, 'repeated enquiry answered again');
  if (sameFields(stored, fields)) {
    return reply.code(201).send({ id: stored.id, receivedAt: stored.receivedAt });
  }
  return reply.code(409).send({
    ...errorBody(
      409,
      'ENQUIRY_ALREADY_RECEIVED',
      `An enquiry with this ${idempotencyKeyHeader} was already received, with other fields: the school has that one. Send a changed enquiry with a new key.`,
    ),
    id: stored.id,
    receivedAt: stored.receivedAt,
  });
}

/** 429 with when to try again, in the header and the body. */
export function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  countEnquiry('rate_limited');
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({
      ...errorBody(
        429,
        'RATE_LIMITED',
        `Too many enquiries from this address. Try again in ${retryAfterSeconds} seconds.`,
      ),
      retryAfterSeconds,
    });
}

function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
}

/**
 * POST /general/enquiry: the token first (a refusal counts in the sender's `refused` budget);
 * a retry of a stored submission is answered before anything is charged; every other request
 * costs one unit of the `enquiry` budget, then is validated with the form's schema, committed
 * with its e-mail in the outbox, and answered 201.
 */
export function registerEnquiryRoute(app: FastifyInstance, options: EnquiryRouteOptions): void {
  const { store, outbox } = options;
  const budgets = budgetsOf(app, options);

  app.post(
    enquiryRoutes.enquiry,
    {
      async onRequest(request, reply) {
        const refusal = csrfRefusal(request);
        if (!refusal) return;
        countEnquiry('refused', 'token');
        const charge = await budgets.refused(request);
        if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
        throw refusal;
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');

      // Optional, so a page cached from before keys still sends; when present, a UUID.
      const key = request.headers[idempotencyKeyHeader.toLowerCase()];
      if (key !== undefined && !isIdempotencyKey(key)) {
        return reply
          .code(400)
          .send(
            errorBody(400, 'INVALID_IDEMPOTENCY_KEY', `${idempotencyKeyHeader} must be a UUID.`),
          );
      }
      const idempotencyKey = key?.toLowerCase();
      const parsed = enquiryRequestSchema.safeParse(request.body);

      // A retry of a submission already stored gets its original answer, uncharged and before
      // the bot checks: it stores nothing, and a captcha response is single-use.
      if (parsed.success && idempotencyKey) {
        const earlier = await store.findByIdempotencyKey(idempotencyKey);
        if (earlier)
          return answerRepeat(earlier, enquiryFieldsOf(parsed.data.data), request, reply);
      }

      const charge = await budgets.enquiry(request);
      if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);

      // A bot that filled the hidden field gets the answer a person gets, and learns nothing.
      if (isHoneypotFilled(dataOf(request.body))) {
        countEnquiry('refused', 'honeypot');
        request.log.info('honeypot filled; enquiry discarded');
        return reply.code(201).send({ id: randomUUID(), receivedAt: new Date().toISOString() });
      }

      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        }));
        countEnquiry('refused', 'invalid');
        request.log.info({ fields: issues.map((issue) => issue.field) }, 'invalid enquiry');
        return reply
          .code(400)
          .send(errorBody(400, 'INVALID_ENQUIRY', 'The enquiry is not valid.', issues));
      }
      const fields = enquiryFieldsOf(parsed.data.data);

      // Sent sooner after the form opened than a person can fill it: not stored.
      if (filledTooFast(request, options.minimumFillMs)) {
        countEnquiry('refused', 'too_soon');
        request.log.info('sent too soon after the form opened; enquiry refused');
        return reply
          .code(400)
          .send(
            errorBody(
              400,
              'SENT_TOO_SOON',
              'Please take a moment to fill in the form, then send it.',
            ),
          );
      }

      const captchaResponse = request.headers[captchaResponseHeader.toLowerCase()];
      const human = await options.captcha(
        typeof captchaResponse === 'string' ? captchaResponse : undefined,
        request.ip,
      );
      if (!human) {
        countEnquiry('refused', 'captcha');
        request.log.info('captcha not passed; enquiry refused');
        return reply
          .code(400)
          .send(errorBody(400, 'CAPTCHA_FAILED', 'The captcha was not passed. Please try again.'));
      }

      const id = randomUUID();
      const stored = await store.save(id, fields, idempotencyKey, { notify: outbox !== undefined });
      // another instance stored the same key in the meantime
      if (stored.id !== id) return answerRepeat(stored, fields, request, reply);
      countEnquiry('stored');
      request.log.info({ enquiryId: stored.id }, 'enquiry stored');
      outbox?.wake();
      return reply.code(201).send({ id: stored.id, receivedAt: stored.receivedAt });
    },
  );
}
