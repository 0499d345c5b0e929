/**
 * What names a form posted without JavaScript across its posts. The shell's page is the same
 * for every visitor, so it carries no key: the server derives one from the posting browser (a
 * random id in a signed cookie) and the fields. The same browser posting the same enquiry again
 * (Back to the contact page and Submit, a reload of an old post) gets the same key, so the
 * enquiry is stored once whatever the visitor does; changed fields are a new enquiry.
 */
import { enquiryFields, type EnquiryFields } from '@harmoni/shared/enquiry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomUUID } from 'node:crypto';

export const browserCookie = 'enquiry-browser';

/** The posting browser's id, set (signed, httpOnly, for a day) when it has none yet. */
export function browserIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const cookie = request.unsignCookie(request.cookies[browserCookie] ?? '');
  if (cookie.valid && cookie.value) return cookie.value;
  const id = randomUUID();
  reply.setCookie(browserCookie, id, {
    path: '/',
    sameSite: 'strict',
    secure: 'auto',
    httpOnly: true,
    signed: true,
    maxAge: 24 * 60 * 60,
  });
  return id;
}

/** The submission's idempotency key: a UUID (version 8) from an HMAC of browser and fields. */
export function formSubmissionKey(
  cookieSecret: string,
  browser: string,
  fields: EnquiryFields,
): string {
  const bytes = createHmac('sha256', cookieSecret)
    .update('enquiry form submission\n')
    .update(browser)
    .update('\n')
    .update(JSON.stringify(enquiryFields.map((field) => fields[field])))
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
