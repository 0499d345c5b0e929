import { createHmac, timingSafeEqual } from 'node:crypto';

export const statusCookie = 'harmoni_status';
/** How long a sign-in lasts. */
export const SESSION_MS = 8 * 60 * 60_000;

const signature = (token: string, expires: number) =>
  createHmac('sha256', token).update(`status-session:${expires}`).digest('base64url');

/**
 * A signed-in session's cookie value: its expiry and an HMAC of it keyed by the token, so the
 * token itself never sits in a cookie, and changing METRICS_TOKEN signs everyone out.
 */
export function sessionValue(token: string, now: number): string {
  const expires = now + SESSION_MS;
  return `${expires}.${signature(token, expires)}`;
}

export function isSession(value: string | undefined, token: string, now: number): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now) return false;
  return timingSafeEqual(Buffer.from(match[2] ?? ''), Buffer.from(signature(token, expires)));
}

/** A cookie's value from the Cookie header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
