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
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import { type CaptchaCheck } from './bots/captcha';
import { filledTooFast } from './bots/fillTime';
import { csrfRefusal } from './csrf';
import { errorBody } from './errors';
import { budgetKey } from './rateLimit/budgets';
import type { EnquiryNotifier } from './notify/mailNotifier';
import type { EnquiryStore, StoredEnquiry, StoredFields } from './store/enquiryStore';

export interface EnquiryRouteOptions {
  store: EnquiryStore;
  notifier?: EnquiryNotifier;
  captcha: CaptchaCheck;
  minimumFillMs: number;
  enquiryRateLimit: number;
  rateLimitWindowMs: number;
}

/** Whether two enquiries carry the same fields (a repeat must not change what was sent). */
export function sameFields(a: StoredFields, b: EnquiryFields): boolean {
  return enquiryFields.every((field) => a[field] === b[field]);
}

/** The original answer to a repeated submission, or 422 when the key came with other fields. */
function answerRepeat(
  stored: StoredEnquiry,
  fields: EnquiryFields,
  reply: FastifyReply,
  log: FastifyBaseLogger,
) {
  if (!sameFields(stored, fields)) {
    return reply
      .code(422)
      .send(
        errorBody(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          `This ${idempotencyKeyHeader} was used for a different enquiry.`,
        ),
      );
  }
  log.info({ enquiryId: stored.id }, 'repeated enquiry answered again');
  return reply.code(201).send({ id: stored.id, receivedAt: stored.receivedAt });
}

function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
}

/**
 * A request's check (the token, or where a form came from), then the budget it decides
 * (rateLimit/budgets.ts): a refused request counts in the sender's `refused` budget and never
 * in the `enquiry` budget the real visitor needs. Both are counted before any work, so a flood
 * of either kind is cut off at the limit.
 */
export function checkThenBudget(
  app: FastifyInstance,
  options: Pick<EnquiryRouteOptions, 'enquiryRateLimit' | 'rateLimitWindowMs'>,
  refusalOf: (request: FastifyRequest) => Error | undefined,
): onRequestAsyncHookHandler {
  const limit = { max: options.enquiryRateLimit, timeWindow: options.rateLimitWindowMs };
  const enquiryBudget = app.rateLimit({ ...limit, keyGenerator: budgetKey('enquiry') });
  const refusedBudget = app.rateLimit({ ...limit, keyGenerator: budgetKey('refused') });
  return async function (request, reply) {
    const refusal = refusalOf(request);
    if (refusal) {
      await refusedBudget.call(this, request, reply);
      throw refusal;
    }
    await enquiryBudget.call(this, request, reply);
  };
}

/** POST /general/enquiry: validate with the form's schema, commit, then answer 201. */
export function registerEnquiryRoute(app: FastifyInstance, options: EnquiryRouteOptions): void {
  const { store, notifier } = options;

  app.post(
    enquiryRoutes.enquiry,
    { onRequest: checkThenBudget(app, options, (request) => csrfRefusal(request)) },
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

      // A bot that filled the hidden field gets the answer a person gets, and learns nothing.
      if (isHoneypotFilled(dataOf(request.body))) {
        request.log.info('honeypot filled; enquiry discarded');
        return reply.code(201).send({ id: randomUUID(), receivedAt: new Date().toISOString() });
      }

      const parsed = enquiryRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        }));
        request.log.info({ fields: issues.map((issue) => issue.field) }, 'invalid enquiry');
        return reply
          .code(400)
          .send(errorBody(400, 'INVALID_ENQUIRY', 'The enquiry is not valid.', issues));
      }
      const fields = enquiryFieldsOf(parsed.data.data);
      const idempotencyKey = key?.toLowerCase();

      // A retry of a submission already stored gets its original answer before the bot
      // checks: it stores nothing, and a captcha response is single-use.
      const earlier = idempotencyKey && (await store.findByIdempotencyKey(idempotencyKey));
      if (earlier) return answerRepeat(earlier, fields, reply, request.log);

      // Sent sooner after the form opened than a person can fill it: not stored.
      if (filledTooFast(request, options.minimumFillMs)) {
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
        request.log.info('captcha not passed; enquiry refused');
        return reply
          .code(400)
          .send(errorBody(400, 'CAPTCHA_FAILED', 'The captcha was not passed. Please try again.'));
      }

      const id = randomUUID();
      const stored = await store.save(id, fields, idempotencyKey);
      // another instance stored the same key in the meantime
      if (stored.id !== id) return answerRepeat(stored, fields, reply, request.log);
      request.log.info({ enquiryId: stored.id }, 'enquiry stored');
      notifier?.notify(stored);
      return reply.code(201).send({ id: stored.id, receivedAt: stored.receivedAt });
    },
  );
}
