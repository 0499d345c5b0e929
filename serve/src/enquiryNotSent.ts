/**
 * The page the shell's `/api` proxy answers a browser's plain form post with when it refuses
 * the post itself (too large, or of unknown length). The words and the look are the enquiry
 * server's, as for every other answer to a form posted without JavaScript: the proxy asks it
 * for its "not sent" page and passes it on with its own status. A fetch gets JSON instead.
 */
import {
  enquiryRoutes,
  whatsappEnquiryLink,
  type FormNotSentReason,
} from '@harmoni/shared/enquiry';
import type { IncomingHttpHeaders } from 'node:http';
import { escapeHtml } from './pages/escape';

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A browser's own form post: a form body, and an answer it will show as a page. */
export function isFormPost(headers: IncomingHttpHeaders): boolean {
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return formTypes.includes(type) && /\btext\/html\b/i.test(headers.accept ?? '');
}

export interface NotSentPage {
  html: string;
  contentSecurityPolicy: string;
}

/** When the enquiry server cannot draw its page: the same way on, without the site's look. */
export const plainNotSentPage: NotSentPage = {
  html: [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Enquiry not sent</title></head><body>',
    '<h1>Oops...</h1><p>Something went wrong and your enquiry could not be sent.</p>',
    `<p><a href="${escapeHtml(whatsappEnquiryLink())}">Message us on WhatsApp</a></p>`,
    '<p><a href="/">Back to the home page</a></p></body></html>',
  ].join(''),
  contentSecurityPolicy: "default-src 'none'; form-action 'self'; base-uri 'none'",
};

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The enquiry server's page for `reason`, or the plain one if it does not answer with one. */
export async function notSentPage(
  upstreamBase: string,
  reason: FormNotSentReason,
  fetchImpl: Fetch = fetch,
): Promise<NotSentPage> {
  try {
    const answer = await fetchImpl(`${upstreamBase}${enquiryRoutes.formNotSent}?reason=${reason}`, {
      signal: AbortSignal.timeout(2000),
    });
    const contentSecurityPolicy = answer.headers.get('content-security-policy');
    const isPage = (answer.headers.get('content-type') ?? '').startsWith('text/html');
    if (!answer.ok || !isPage || !contentSecurityPolicy) return plainNotSentPage;
    return { html: await answer.text(), contentSecurityPolicy };
  } catch {
    return plainNotSentPage;
  }
}
