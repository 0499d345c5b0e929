import { apiFetch, readCookie } from '@harmoni/shared/http';
import type { EnquirySubmission } from './useEnquirySubmission';
import {
  defaultApiBase,
  enquiryRoutes,
  idempotencyKeyHeader,
  xsrfCookieName,
  type EnquiryInput,
} from '@harmoni/shared/enquiry';

export class EnquiryRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'EnquiryRequestError';
  }
}

/** What the form may hold: a bot can type anything into the honeypot. */
export type EnquiryFormValues = Omit<EnquiryInput, 'website'> & { website?: string };

/** The request body's `data`: the form's fields; the hidden honeypot only when a bot filled it. */
export function enquiryData(values: EnquiryFormValues): EnquiryFormValues {
  const { website, ...fields } = values;
  return website ? { ...fields, website } : fields;
}

async function fetchToken(apiBase: string): Promise<void> {
  const response = await apiFetch(`${apiBase}${enquiryRoutes.token}`, { cache: 'no-store' });
  if (!response.ok) {
    throw new EnquiryRequestError(response.status, `The token request answered ${response.status}`);
  }
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
    },
    body: JSON.stringify({ data: enquiryData(values) }),
  });
}

/**
 * POST {api}/general/enquiry. The cross-site-request cookies are fetched first when the
 * browser has none; a 403 (a token from before a server restart) gets one fresh token and
 * one retry, which is safe because a refused enquiry was not stored. Any other failure throws.
 * Every try carries the submission's idempotency key, so the server stores it once.
 */
export async function sendEnquiry(
  values: EnquiryFormValues,
  submission: EnquirySubmission,
  apiBase: string = defaultApiBase,
): Promise<void> {
  if (!readCookie(xsrfCookieName, document.cookie)) await fetchToken(apiBase);
  let response = await post(apiBase, values, submission);
  if (response.status === 403) {
    await fetchToken(apiBase);
    response = await post(apiBase, values, submission);
  }
  if (!response.ok) {
    throw new EnquiryRequestError(
      response.status,
      `The enquiry server answered ${response.status}`,
    );
  }
}
