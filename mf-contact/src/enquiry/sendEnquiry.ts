import { apiFetch } from '@harmoni/shared/http';
import type { EnquirySubmission } from './useEnquirySubmission';
import {
  captchaResponseHeader,
  defaultApiBase,
  enquiryRoutes,
  idempotencyKeyHeader,
  minimumFillMs,
  type EnquiryInput,
} from '@harmoni/shared/enquiry';

export class EnquiryRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 429: when the server takes enquiries from this visitor again */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'EnquiryRequestError';
  }
}

/** The server's word on a 429: Retry-After, in seconds. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** 409 ENQUIRY_ALREADY_RECEIVED: the school has this submission (sent before, with other fields). */
async function alreadyReceived(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  const body: unknown = await response.json().catch(() => undefined);
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === 'ENQUIRY_ALREADY_RECEIVED'
  );
}

/** What the form may hold: a bot can type anything into the honeypot. */
export type EnquiryFormValues = Omit<EnquiryInput, 'website'> & { website?: string };

/** The request body's `data`: the form's fields; the hidden honeypot only when a bot filled it. */
export function enquiryData(values: EnquiryFormValues): EnquiryFormValues {
  const { website, ...fields } = values;
  return website ? { ...fields, website } : fields;
}

/**
 * GET the token route: the cross-site-request cookies, and the server's stamp of when the form
 * was opened. Resolves with the time the answer arrived (performance.now()), which is no
 * earlier than the server's stamp.
 */
async function fetchToken(apiBase: string): Promise<number> {
  const response = await apiFetch(`${apiBase}${enquiryRoutes.token}`, { cache: 'no-store' });
  if (!response.ok) {
    throw new EnquiryRequestError(response.status, `The token request answered ${response.status}`);
  }
  return performance.now();
}

/** When the visitor starts on the form: the token and the stamp; undefined if that failed. */
export function openEnquiry(apiBase: string = defaultApiBase): Promise<number | undefined> {
  return fetchToken(apiBase).catch(() => undefined);
}

/** Waits out the rest of the minimum fill time, so the server never takes us for a bot. */
function fillTimeAfter(openedAt: number, fillMs: number): Promise<void> {
  const left = openedAt + fillMs - performance.now();
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve();
}

function post(
  apiBase: string,
  values: EnquiryFormValues,
  submission: EnquirySubmission,
): Promise<Response> {
  return apiFetch(`${apiBase}${enquiryRoutes.enquiry}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [idempotencyKeyHeader]: submission.idempotencyKey,
      ...(submission.captchaResponse
        ? { [captchaResponseHeader]: submission.captchaResponse }
        : {}),
    },
    body: JSON.stringify({ data: enquiryData(values) }),
  });
}

/**
 * POST {api}/general/enquiry. The token (and the form's opened stamp) comes from when the
 * visitor started on the form, or is fetched now if that failed; the send waits until the
 * minimum fill time has passed since. A 403 (a token from before a server restart) gets one
 * fresh token and one retry, which is safe because a refused enquiry was not stored; every
 * try carries the submission's idempotency key, so the server stores it once; a key the
 * server already holds is delivered (409 ENQUIRY_ALREADY_RECEIVED). Any other failure throws,
 * a 429 with when to try again.
 */
export async function sendEnquiry(
  values: EnquiryFormValues,
  submission: EnquirySubmission,
  apiBase: string = defaultApiBase,
  fillMs: number = minimumFillMs,
): Promise<void> {
  const openedAt = (await submission.opened) ?? (await fetchToken(apiBase));
  await fillTimeAfter(openedAt, fillMs);
  let response = await post(apiBase, values, submission);
  if (response.status === 403) {
    await fillTimeAfter(await fetchToken(apiBase), fillMs);
    response = await post(apiBase, values, submission);
  }
  if (!response.ok && !(await alreadyReceived(response))) {
    throw new EnquiryRequestError(
      response.status,
      `The enquiry server answered ${response.status}`,
      response.status === 429 ? retryAfterOf(response) : undefined,
    );
  }
}
