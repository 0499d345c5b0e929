import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** The shortest key that signs the cookies (ENQUIRY_COOKIE_SECRET has the same floor). */
export const shortestCookieSecret = 32;

/** The key that signs the cookies, or why there is none (the health check says it). */
export type CookieSecret = { secret: string } | { problem: string };

function isErrno(error: unknown, code: string): boolean {
  // duck-typed: errors from Node's fs may come from another realm (test runners)
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/**
 * Writes a new secret whole or not at all: into a temp file, synced, then linked to its name,
 * which fails if another server starting at the same moment got there first (a rename would
 * replace that one's secret under it). Where the file system has no hard links, renamed.
 */
function createSecret(file: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, randomBytes(32).toString('base64url'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) renameSync(temp, file);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // renamed: nothing left to remove
    }
  }
}

/**
 * The key that signs the CSRF secret cookie: ENQUIRY_COOKIE_SECRET when set (several
 * instances must share it), else one generated on first start and kept in the data folder,
 * so a restart does not invalidate the tokens of visitors who have the form open. An empty
 * file (a crash while it was first written, before writes were atomic) is replaced; a secret
 * too short to trust is not used, and the reason is returned.
 */
export function cookieSecretFor(configured: string | undefined, dataDir: string): CookieSecret {
  if (configured) return { secret: configured };
  const file = join(dataDir, 'cookie-secret');
  mkdirSync(dataDir, { recursive: true });
  let secret = readSecret(file);
  if (secret === '') {
    try {
      unlinkSync(file);
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
    secret = undefined;
  }
  if (secret === undefined) {
    createSecret(file);
    secret = readSecret(file) ?? '';
  }
  if (secret.length < shortestCookieSecret) {
    return {
      problem: `${file} holds a key of ${secret.length} characters, fewer than ${shortestCookieSecret}: tokens cannot be signed. Delete the file (a new key is made on start) or set ENQUIRY_COOKIE_SECRET.`,
    };
  }
  return { secret };
}
