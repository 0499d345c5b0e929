import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

type Env = Record<string, string | undefined>;

/** One release of one remote shown to whoever holds the token, until it expires. */
export interface PreviewGrant {
  remote: string;
  /** the release's id in the registry ('2.0.0-3f9c0a1b2c4d') */
  id: string;
  /** milliseconds since the epoch */
  expiresAt: number;
}

const grantSchema = z.object({
  remote: z.string().min(1),
  id: z.string().min(1),
  expiresAt: z.number().int(),
});

const FORMAT = 'p1';
/** Shorter secrets are refused: an HMAC key should carry at least 128 bits. */
const MIN_SECRET_LENGTH = 32;

/** PREVIEW_SECRET, checked; undefined when it is not set (previews are then off). */
export function previewSecret(env: Env): string | undefined {
  const secret = env.PREVIEW_SECRET;
  if (secret === undefined || secret === '') return undefined;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`PREVIEW_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return secret;
}

const signature = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${FORMAT}.${payload}`).digest();

/** 'p1.<grant as base64url JSON>.<HMAC-SHA256 of both, base64url>' */
export function mintPreviewToken(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${FORMAT}.${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The grant a token carries, or why it is refused (for the log line). */
export function readPreviewToken(
  token: string,
  secret: string,
  now: number = Date.now(),
): { grant: PreviewGrant } | { refused: string } {
  const [format, payload, signed, ...rest] = token.split('.');
  if (format !== FORMAT || !payload || !signed || rest.length > 0) {
    return { refused: 'it is not a preview token' };
  }
  const expected = signature(payload, secret);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { refused: 'its signature does not match' };
  }
  let grant: PreviewGrant;
  try {
    grant = grantSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { refused: 'its content is not a preview grant' };
  }
  if (grant.expiresAt <= now) {
    return { refused: `it expired at ${new Date(grant.expiresAt).toISOString()}` };
  }
  return { grant };
}
