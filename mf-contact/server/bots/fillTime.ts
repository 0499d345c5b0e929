/**
 * The minimum fill time: the token request (which the form makes when the visitor first
 * focuses it) stamps the time in a signed httpOnly cookie; an enquiry sent sooner than
 * `minimumFillMs` after that stamp is a bot's, or one without a stamp at all. The signature
 * (the cookie key) keeps a bot from back-dating it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const formOpenedCookie = 'enquiry-form-opened';

export function stampFormOpened(reply: FastifyReply, cookieOptions: object): void {
  reply.setCookie(formOpenedCookie, String(Date.now()), {
    ...cookieOptions,
    httpOnly: true,
    signed: true,
  });
}

/** How long ago the form was opened, or undefined without a valid stamp. */
export function msSinceFormOpened(request: FastifyRequest): number | undefined {
  const stamp = request.unsignCookie(request.cookies[formOpenedCookie] ?? '');
  const openedAt = Number(stamp.value);
  return stamp.valid && stamp.value && Number.isFinite(openedAt)
    ? Date.now() - openedAt
    : undefined;
}

export function filledTooFast(request: FastifyRequest, minimumFillMs: number): boolean {
  if (minimumFillMs === 0) return false;
  const elapsed = msSinceFormOpened(request);
  return elapsed === undefined || elapsed < minimumFillMs;
}
