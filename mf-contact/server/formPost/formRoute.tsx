/**
 * POST /general/enquiry/form: the enquiry as a plain form post, for a browser without
 * JavaScript or a press before the page's code ran. The same checks as the JSON route, carried
 * in the body instead of headers, and answered Post/Redirect/Get: every post the server takes
 * is answered 303 to a GET page, so Back and reload never post it again.
 *
 * 1. where it came from (crossSite.ts): a cross-site post is refused (403) and shown nothing;
 * 2. when a captcha provider is configured, a page that says the form needs JavaScript (the
 *    providers' widgets have no fallback without it), with the WhatsApp link and every value
 *    the visitor typed; else the honeypot;
 * 3. the submission's key, derived from the browser and the fields (formSubmission.ts): an
 *    enquiry already stored is answered "Thank you!" again, uncharged, and stores nothing;
 * 4. the token: the page the shell draws cannot carry one (it is the same for every visitor), so
 *    a form without one is kept as a draft and redirected to its page: drawn again with each
 *    field's error, or to be checked, with a token and the form's opened stamp; a forged or
 *    stale token is refused to the same page;
 * 5. the minimum fill time since that stamp, one unit of the enquiry budget, the captcha; then
 *    the row is committed with its e-mail in the outbox, and "Thank you!" is its page.
 *
 * A refusal before the post is read (cross-site, over the rate limit, over the size limit, not
 * UTF-8) is answered with its page and status directly: nothing was taken, so a reload that
 * sends it again does no harm.
 */
import {
  enquiryFieldsOf,
  enquiryRoutes,
  formNotSentReasons,
  isHoneypotFilled,
  isIdempotencyKey,
  isProgramme,
  type FormNotSentReason,
} from '@harmoni/shared/enquiry';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { tryAgainNotice } from '../../src/enquiry/resultMessages';
import { filledTooFast } from '../bots/fillTime';
import { csrfRefusal, issueToken } from '../csrf';
import { budgetsOf, type EnquiryRouteOptions } from '../enquiryRoute';
import { EncodingRefusal, strictFormFields, strictUtf8 } from '../http/strictUtf8';
import { countEnquiry, type RefusalReason } from '../metrics/enquiryMetrics';
import type { StoredFields } from '../store/enquiryStore';
import { crossSiteRefusal } from './crossSite';
import { browserIdOf, formSubmissionKey } from './formSubmission';
import { CaptchaNeedsScriptPage } from './page/CaptchaNeedsScriptPage';
import { EnquiryFormPage } from './page/EnquiryFormPage';
import { renderEnquiryPage } from './page/renderPage';
import { ResultPage, type EnquiryResult } from './page/ResultPage';
import { checkPosted, postedForm, type FieldErrors, type PostedForm } from './postedForm';

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
  /** keys the derived submission keys (the cookie key) */
  cookieSecret: string;
}

export const formNotices = {
  check: 'Please check your enquiry, then press Submit to send it.',
  invalid: 'Please correct the fields marked below, then press Submit again.',
  staleToken: 'Your form was open too long to be sent. Please check it and press Submit again.',
  tooSoon: 'Please take a moment to fill in the form, then send it.',
  expired: 'This form has expired. Please fill in the form on our contact page again.',
} as const;

/** Why a form post was not taken, in the visitor's words. */
export const notSentNotices: Record<FormNotSentReason | 'encoding', string> = {
  'too-large':
    'Your enquiry was longer than the form takes. Please shorten your comments and send it again.',
  'no-length': 'Your browser sent the form in a way we could not read. Please send it again.',
  encoding: 'Your browser sent the form in a way we could not read. Please send it again.',
};

/** Why a draft's page is shown: the `because` of its address. */
const drawnBecause = ['check', 'stale', 'too-soon', 'captcha'] as const;
type DrawnBecause = (typeof drawnBecause)[number];

const isNotSentReason = (reason: unknown): reason is FormNotSentReason =>
  formNotSentReasons.some((known) => known === reason);

/**
 * Where a 303 goes: a page under the form's own path. The shell's `/api` proxy puts its prefix
 * before it (@fastify/http-proxy rewrites a Location of its upstream), so the browser lands on
 * the path it posted to.
 */
function formPage(path: string): string {
  return `${enquiryRoutes.form}/${path}`;
}

export function registerFormRoute(app: FastifyInstance, options: FormRouteOptions): void {
  const { store, outbox } = options;
  const budgets = budgetsOf(app, options);

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

  const tooMany = (reply: FastifyReply, retryAfterSeconds: number) => {
    countEnquiry('rate_limited');
    reply.header('retry-after', String(retryAfterSeconds));
    return result(reply, 429, { status: 'failed', notice: tryAgainNotice(retryAfterSeconds) });
  };

  const redirect = (reply: FastifyReply, path: string) =>
    reply.code(303).header('cache-control', 'no-store').redirect(formPage(path), 303);

  /** Keeps the posted values for the page the post is redirected to, and goes there. */
  const toDraft = async (
    reply: FastifyReply,
    browser: string,
    fields: Record<string, string>,
    because: DrawnBecause = 'check',
  ) => {
    const id = randomUUID();
    await store.saveDraft({ id, browser, fields });
    return redirect(reply, `${id}${because === 'check' ? '' : `?because=${because}`}`);
  };

  const refused = (reason: RefusalReason, request: FastifyRequest, message: string) => {
    countEnquiry('refused', reason);
    request.log.info(message);
  };

  /** The form again, with a fresh token and opened stamp. */
  const formAgain = (
    reply: FastifyReply,
    values: StoredFields,
    notice: string,
    errors: FieldErrors = {},
  ) => {
    const heading = notice === formNotices.check ? 'Check your enquiry' : 'Enquiry form';
    return send(
      reply,
      200,
      heading,
      <EnquiryFormPage
        heading={heading}
        notice={notice}
        values={values}
        errors={errors}
        token={issueToken(reply)}
      />,
    );
  };

  // The shell's /api proxy asks for this page when it refuses a form post itself, so a visitor
  // without JavaScript reads the site's words there too; a post the database could not store
  // is redirected here. It shows nothing of any request but the class.
  app.get<{ Querystring: { reason?: string; class?: string } }>(
    enquiryRoutes.formNotSent,
    (request, reply) => {
      const { reason, class: programme } = request.query;
      const notice = isNotSentReason(reason) ? notSentNotices[reason] : undefined;
      return result(reply, 200, {
        status: 'failed',
        notice,
        programme: programme && isProgramme(programme) ? programme : undefined,
      });
    },
  );

  app.get(enquiryRoutes.formSent, (_request, reply) => result(reply, 200, { status: 'sent' }));

  // The draft's page: the form again, to check it (with a token and the opened stamp) or with
  // its errors; "Thank you!" once its enquiry is stored (Back from the answer); the captcha page.
  app.get<{ Params: { draft: string }; Querystring: { because?: string } }>(
    enquiryRoutes.formDraft,
    async (request, reply) => {
      const charge = await budgets.token(request);
      if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
      const because = drawnBecause.find((known) => known === request.query.because) ?? 'check';
      const browser = browserIdOf(request, reply);
      const draft = isIdempotencyKey(request.params.draft)
        ? await store.findDraft(request.params.draft.toLowerCase(), browser)
        : undefined;
      if (!draft) {
        return result(reply, 404, { status: 'failed', notice: formNotices.expired });
      }
      const { values } = postedForm(draft.fields);
      const programme = isProgramme(values.class) ? values.class : undefined;
      if (because === 'captcha') {
        return send(
          reply,
          200,
          'Enquiry not sent',
          <CaptchaNeedsScriptPage values={values} programme={programme} />,
        );
      }
      const checked = checkPosted(draft.fields);
      if (!checked.valid) {
        return formAgain(
          reply,
          values,
          [formNotices.invalid, ...checked.other].join(' '),
          checked.errors,
        );
      }
      const key = formSubmissionKey(
        options.cookieSecret,
        browser,
        enquiryFieldsOf(checked.enquiry),
      );
      if (await store.findByIdempotencyKey(key)) return result(reply, 200, { status: 'sent' });
      const notice =
        because === 'stale'
          ? formNotices.staleToken
          : because === 'too-soon'
            ? formNotices.tooSoon
            : formNotices.check;
      return formAgain(reply, values, notice);
    },
  );

  // Encapsulated: only this route reads form bodies; the JSON route still refuses them (415).
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer' },
      (request, body, done) => {
        try {
          done(null, strictFormFields(strictUtf8(request, body as Buffer)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'form post failed');
      else request.log.info({ code: error.code, statusCode: status }, 'form post refused');
      if (error instanceof EncodingRefusal) countEnquiry('refused', 'encoding');
      const notice =
        status === 413
          ? notSentNotices['too-large']
          : error instanceof EncodingRefusal
            ? notSentNotices.encoding
            : undefined;
      return result(reply, status, { status: 'failed', notice });
    });

    scope.post(
      enquiryRoutes.form,
      {
        async onRequest(request, reply) {
          const refusal = crossSiteRefusal(request, options.siteOrigins);
          if (!refusal) return;
          countEnquiry('refused', 'cross_site');
          const charge = await budgets.refused(request);
          if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
          throw refusal;
        },
      },
      async (request, reply) => handlePost(request, reply, postedForm(request.body)),
    );
  });

  async function handlePost(request: FastifyRequest, reply: FastifyReply, posted: PostedForm) {
    const browser = browserIdOf(request, reply);
    const programme = isProgramme(posted.values.class) ? posted.values.class : undefined;

    // Before the honeypot: a bot gets the page a person gets.
    if (options.captchaNeedsScript) {
      const charge = await budgets.token(request);
      if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
      refused(
        'captcha',
        request,
        'form post while a captcha is configured; answered with the way on',
      );
      return toDraft(reply, browser, posted.fields, 'captcha');
    }
    // A bot that filled the hidden field gets the page a person gets, and learns nothing.
    if (isHoneypotFilled(posted.fields)) {
      refused('honeypot', request, 'honeypot filled; form post discarded');
      return redirect(reply, 'sent');
    }

    const checked = checkPosted(posted.fields);
    const key = checked.valid
      ? formSubmissionKey(options.cookieSecret, browser, enquiryFieldsOf(checked.enquiry))
      : undefined;
    // This browser sent this enquiry before: answered as then, uncharged, nothing stored.
    const earlier = key && (await store.findByIdempotencyKey(key));
    if (earlier) {
      countEnquiry('duplicate');
      request.log.info({ enquiryId: earlier.id }, 'repeated form post answered again');
      return redirect(reply, 'sent');
    }

    if (posted.token === undefined || !checked.valid) {
      // the form's first post (or one with errors): drawn again, which draws a token
      const charge = await budgets.token(request);
      if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
      if (!checked.valid) {
        refused('invalid', request, 'invalid form post; drawn again with its errors');
      }
      return toDraft(reply, browser, posted.fields);
    }
    if (csrfRefusal(request, posted.token)) {
      refused('token', request, 'form post with a refused token');
      const charge = await budgets.refused(request);
      if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
      return toDraft(reply, browser, posted.fields, 'stale');
    }

    if (filledTooFast(request, options.minimumFillMs)) {
      // drawn again, so it costs what a drawn form costs: a person who was quick keeps the unit
      const charge = await budgets.token(request);
      if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
      refused('too_soon', request, 'form sent too soon after it was drawn; refused');
      return toDraft(reply, browser, posted.fields, 'too-soon');
    }
    const charge = await budgets.enquiry(request);
    if (charge.exceeded) return tooMany(reply, charge.retryAfterSeconds);
    const notSent = (reason: string) =>
      redirect(
        reply,
        `not-sent?reason=${reason}${programme ? `&class=${encodeURIComponent(programme)}` : ''}`,
      );
    if (!(await options.captcha(undefined, request.ip))) {
      refused('captcha', request, 'captcha not passed by a form post; refused');
      return notSent('captcha');
    }

    const id = randomUUID();
    let stored;
    try {
      stored = await store.save(id, enquiryFieldsOf(checked.enquiry), key, {
        notify: outbox !== undefined,
      });
    } catch (error) {
      request.log.error({ err: error }, 'the enquiry of a form post could not be stored');
      return notSent('not-saved');
    }
    if (stored.id === id) {
      countEnquiry('stored');
      request.log.info({ enquiryId: stored.id }, 'enquiry stored from a form post');
      outbox?.wake();
    } else {
      // another instance stored the same key in the meantime
      countEnquiry('duplicate');
    }
    return redirect(reply, 'sent');
  }
}
