import { createHash, timingSafeEqual } from 'node:crypto';

type Env = Record<string, string | undefined>;

/** The token `/metrics` (and the status page) ask for; undefined: they are not served. */
export function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  return token ? token : undefined;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `given` is the token, in time that does not depend on where they differ: both are
 * hashed first, so their lengths leak nothing either.
 */
export function sameToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** The token an `Authorization: Bearer <token>` header carries, if it is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
