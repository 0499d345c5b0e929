/** @jest-environment node */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cookieSecretFor, type CookieSecret } from './cookieSecret';
import { removeDir, tempDataDir } from './testing/serverProcess';

describe('cookieSecretFor', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
  });
  afterEach(() => removeDir(dir));

  const secretOf = (result: CookieSecret): string => {
    if (!('secret' in result)) throw new Error(result.problem);
    return result.secret;
  };

  it('uses the configured secret as it is', () => {
    expect(cookieSecretFor('c'.repeat(40), dir)).toEqual({ secret: 'c'.repeat(40) });
  });

  it('generates one on first start, private to the server, and keeps it across restarts', () => {
    const dataDir = join(dir, 'data');
    const first = secretOf(cookieSecretFor(undefined, dataDir));
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(statSync(join(dataDir, 'cookie-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'cookie-secret'), 'utf8')).toBe(first);
    expect(secretOf(cookieSecretFor(undefined, dataDir))).toBe(first);
    expect(secretOf(cookieSecretFor(undefined, join(dir, 'other')))).not.toBe(first);
    // written whole, then linked to its name: no temp file is left beside it
    expect(readdirSync(dataDir)).toEqual(['cookie-secret']);
  });

  it('replaces an empty file, which a crash while it was first written left', () => {
    writeFileSync(join(dir, 'cookie-secret'), '');
    const secret = secretOf(cookieSecretFor(undefined, dir));
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(join(dir, 'cookie-secret'), 'utf8')).toBe(secret);
  });

  it('does not sign with a key too short to trust, and says why', () => {
    writeFileSync(join(dir, 'cookie-secret'), 'short');
    const result = cookieSecretFor(undefined, dir);
    expect(result).toEqual({ problem: expect.stringMatching(/5 characters, fewer than 32/) });
    expect(readFileSync(join(dir, 'cookie-secret'), 'utf8')).toBe('short');
  });
});
