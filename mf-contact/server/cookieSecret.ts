import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isErrno(error: unknown, code: string): boolean {
  // duck-typed: errors from Node's fs may come from another realm (test runners)
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * The key that signs the CSRF secret cookie: ENQUIRY_COOKIE_SECRET when set (several
 * instances must share it), else one generated on first start and kept in the data folder,
 * so a restart does not invalidate the tokens of visitors who have the form open.
 */
export function cookieSecretFor(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'cookie-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': of two servers starting at once, one writes and the other reads what it wrote
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
