/**
 * The enquiry server's routes, as the browser calls them through the shell's `/api` proxy and
 * as the server declares them (without the prefix).
 */
export const enquiryRoutes = {
  /** POST: `{"data": {...}}` -> 201 `{ id, receivedAt }` once the row is committed */
  enquiry: '/general/enquiry',
  /** GET: sets the cross-site-request cookies (a secret and the readable token) */
  token: '/general/csrf',
  /**
   * POST, a plain form (application/x-www-form-urlencoded): the enquiry sent without JavaScript
   * (or pressed before the page's code ran) -> 303 to a page of the routes below
   * (Post/Redirect/Get: Back and reload never post it again)
   */
  form: '/general/enquiry/form',
  /** GET: "Thank you!", where a stored form post is redirected */
  formSent: '/general/enquiry/form/sent',
  /** GET `/{draft}?because=…`: the posted form drawn again, to check it or with its errors */
  formDraft: '/general/enquiry/form/:draft',
  /**
   * GET `?reason=too-large|no-length`: the page a form post is answered with when the shell's
   * `/api` proxy refuses it before it reaches the enquiry server (its body over the limit, or of
   * unknown length); the proxy sends it on with its own status. `?reason=not-saved&class=…`:
   * where a form post the database could not store is redirected
   */
  formNotSent: '/general/enquiry/form/not-sent',
  health: '/healthz',
} as const;

/** Why the shell's `/api` proxy refused a form post, as `enquiryRoutes.formNotSent` reads it. */
export const formNotSentReasons = ['too-large', 'no-length'] as const;
export type FormNotSentReason = (typeof formNotSentReasons)[number];

/**
 * The largest request body in bytes (ENQUIRY_BODY_LIMIT overrides it). The enquiry server and
 * the shell's /api proxy both read it, so an oversized body is refused with 413 at the proxy,
 * before it travels on.
 */
export const defaultEnquiryBodyLimit = 8 * 1024;

/**
 * A person needs longer than this to fill the form; a simple bot does not. The token request
 * stamps when the form was opened (a signed cookie); an enquiry sent sooner is refused, and
 * the form waits this long after its stamp before it sends, so a quick visitor never is.
 */
export const minimumFillMs = 2000;

/**
 * The hidden field a form posted without JavaScript carries instead of a header: the
 * cross-site-request token. (Its idempotency key the server derives: formSubmission.ts.)
 */
export const formFieldNames = { token: '_csrf' } as const;

/** The captcha's response, when a captcha provider is configured (the body stays `{data}`). */
export const captchaResponseHeader = 'Captcha-Response';

/** Where the shell's server forwards API calls to the enquiry server. */
export const defaultApiBase = '/api';

export { xsrfCookieName, xsrfHeaderName } from '../http/xsrf';

/**
 * Names one submission (IETF draft "The Idempotency-Key HTTP Header Field"): the form makes a
 * key when it opens and sends it with every try, so a retry after a lost answer is stored once.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key is a UUID; the server refuses anything else before it reaches the database. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/**
 * A random (version 4) UUID. Built from getRandomValues, which every browser has on plain
 * HTTP too; crypto.randomUUID exists only in secure contexts.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
