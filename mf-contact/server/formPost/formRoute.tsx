/**
 * POST /general/enquiry/form: the enquiry as a plain form post, for a browser without
 * JavaScript or a press before the page's code ran. The same checks as the JSON route, carried
 * in the body instead of headers, and answered with a page instead of JSON:
 *
 * 1. where it came from (crossSite.ts), counted in the refused or the enquiry budget;
 * 2. when a captcha provider is configured, a page that says the form needs JavaScript (the
 *    providers' widgets have no fallback without it), with the WhatsApp link and every value
 *    the visitor typed; else the honeypot, then the shared schema: an invalid form comes back
 *    with its values and errors;
 * 3. the token: the page the shell draws cannot carry one (it is the same for every visitor), so
 *    a valid form without one comes back once to be checked, with a token, the form's opened
 *    stamp and the submission's key in hidden fields; a forged or stale token is refused (403);
 * 4. a repeat of a stored key is answered "Thank you!" again and stores nothing;
 * 5. minimum fill time since that stamp, then the captcha; then the row is committed.
 */
import {
  enquiryFieldsOf,
  enquiryRoutes,
  formNotSentReasons,
  type FormNotSentReason,
  isHoneypotFilled,
  isIdempotencyKey,
  isProgramme,
} from '@harmoni/shared/enquiry';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { filledTooFast } from '../bots/fillTime';
import { csrfRefusal, issueToken } from '../csrf';
import { checkThenBudget, sameFields, type EnquiryRouteOptions } from '../enquiryRoute';
import { crossSiteRefusal } from './crossSite';
import { CaptchaNeedsScriptPage } from './page/CaptchaNeedsScriptPage';
import { EnquiryFormPage } from './page/EnquiryFormPage';
import { renderEnquiryPage } from './page/renderPage';
import { ResultPage, type EnquiryResult } from './page/ResultPage';
import {
  checkPosted,
  parseFormBody,
  postedForm,
  type FieldErrors,
  type PostedForm,
} from './postedForm';

export interface FormRouteOptions extends EnquiryRouteOptions {
  /** the site's origins (SHELL_ORIGINS), besides the one the request was addressed to */
  siteOrigins: readonly string[];
  /** the page's style sheet (page/pageStyles.ts) */
  pageStyles: string;
  /**
   * A captcha provider is configured: its widget runs only as a script, so a form post (which
   * carries no captcha response) can never pass.
   */
  captchaNeedsScript: boolean;
}

export const formNotices = {
  check: 'Please check your enquiry, then press Submit to send it.',
  invalid: 'Please correct the fields marked below, then press Submit again.',
  staleToken: 'Your form was open too long to be sent. Please check it and press Submit again.',
  tooSoon: 'Please take a moment to fill in the form, then send it.',
  keyReused: 'Your earlier enquiry was already sent. Press Submit to send these details too.',
} as const;

/** Why the shell's `/api` proxy refused a form post before it arrived, in the visitor's words. */
export const notSentNotices: Record<FormNotSentReason, string> = {
  'too-large':
    'Your enquiry was longer than the form takes. Please shorten your comments and send it again.',
  'no-length': 'Your browser sent the form in a way we could not read. Please send it again.',
};

const isNotSentReason = (reason: unknown): reason is FormNotSentReason =>
  formNotSentReasons.some((known) => known === reason);

export function registerFormRoute(app: FastifyInstance, options: FormRouteOptions): void {
  const { store, notifier } = options;

  const send = (reply: FastifyReply, status: number, title: string, body: ReactNode) => {
    const page = renderEnquiryPage(title, options.pageStyles, body);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', page.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  const result = (reply: FastifyReply, status: number, answer: EnquiryResult) =>
    send(
      reply,
      status,
      answer.status === 'sent' ? 'Thank you' : 'Enquiry not sent',
      <ResultPage result={answer} />,
    );

  /** The form again, with a fresh token, stamp and (unless given) a new submission key. */
  const form = (
    reply: FastifyReply,
    status: number,
    posted: PostedForm,
    notice: string,
    errors: FieldErrors = {},
    idempotencyKey: string = randomUUID(),
  ) => {
    const heading = notice === formNotices.check ? 'Check your enquiry' : 'Enquiry form';
    return send(
      reply,
      status,
      heading,
      <EnquiryFormPage
        heading={heading}
        notice={notice}
        values={posted.values}
        errors={errors}
        token={issueToken(reply)}
        idempotencyKey={idempotencyKey}
      />,
    );
  };

  // The shell's /api proxy asks for this page when it refuses a form post itself, so a visitor
  // without JavaScript reads the site's words there too. It shows nothing of any request.
  app.get<{ Querystring: { reason?: string } }>(enquiryRoutes.formNotSent, (request, reply) => {
    const { reason } = request.query;
    const notice = isNotSentReason(reason) ? notSentNotices[reason] : undefined;
    return result(reply, 200, { status: 'failed', notice });
  });

  // Encapsulated: only this route reads form bodies; the JSON route still refuses them (415).
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, parseFormBody(String(body))),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'form post failed');
      else request.log.info({ code: error.code, statusCode: status }, 'form post refused');
      const notice = status === 413 ? notSentNotices['too-large'] : undefined;
      return result(reply, status, { status: 'failed', notice });
    });

    scope.post(
      enquiryRoutes.form,
      {
        onRequest: checkThenBudget(scope, options, (request) =>
          crossSiteRefusal(request, options.siteOrigins),
        ),
      },
      async (request, reply) => {
        const posted = postedForm(request.body);
        const programme = isProgramme(posted.values.class) ? posted.values.class : undefined;

        // Before the honeypot: a bot gets the page a person gets.
        if (options.captchaNeedsScript) {
          request.log.info('form post while a captcha is configured; answered with the way on');
          return send(
            reply,
            400,
            'Enquiry not sent',
            <CaptchaNeedsScriptPage values={posted.values} programme={programme} />,
          );
        }
        // A bot that filled the hidden field gets the page a person gets, and learns nothing.
        if (isHoneypotFilled(posted.fields)) {
          request.log.info('honeypot filled; form post discarded');
          return result(reply, 200, { status: 'sent' });
        }
        const checked = checkPosted(posted.fields);
        if (!checked.valid) {
          request.log.info({ fields: Object.keys(checked.errors) }, 'invalid form post');
          const notice = [formNotices.invalid, ...checked.other].join(' ');
          return form(reply, 400, posted, notice, checked.errors);
        }
        if (posted.token === undefined) return form(reply, 200, posted, formNotices.check);
        if (csrfRefusal(request, posted.token)) {
          request.log.info('form post with a refused token');
          return form(reply, 403, posted, formNotices.staleToken);
        }

        const fields = enquiryFieldsOf(checked.enquiry);
        const key = isIdempotencyKey(posted.idempotencyKey)
          ? posted.idempotencyKey.toLowerCase()
          : undefined;
        const earlier = key && (await store.findByIdempotencyKey(key));
        if (earlier) {
          if (sameFields(earlier, fields)) {
            request.log.info({ enquiryId: earlier.id }, 'repeated form post answered again');
            return result(reply, 200, { status: 'sent' });
          }
          return form(reply, 422, posted, formNotices.keyReused);
        }
        if (filledTooFast(request, options.minimumFillMs)) {
          request.log.info('form sent too soon after it was drawn; refused');
          return form(reply, 400, posted, formNotices.tooSoon, {}, key);
        }
        if (!(await options.captcha(undefined, request.ip))) {
          request.log.info('captcha not passed by a form post; refused');
          return result(reply, 400, { status: 'failed', programme });
        }

        const id = randomUUID();
        let stored;
        try {
          stored = await store.save(id, fields, key);
        } catch (error) {
          request.log.error({ err: error }, 'the enquiry of a form post could not be stored');
          return result(reply, 500, { status: 'failed', programme });
        }
        // another instance stored the same key in the meantime
        if (stored.id !== id && !sameFields(stored, fields)) {
          return form(reply, 422, posted, formNotices.keyReused);
        }
        if (stored.id === id) {
          request.log.info({ enquiryId: stored.id }, 'enquiry stored from a form post');
          notifier?.notify(stored);
        }
        return result(reply, 200, { status: 'sent' });
      },
    );
  });
}
