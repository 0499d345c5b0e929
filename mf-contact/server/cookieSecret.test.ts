/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cookieSecretFor } from './cookieSecret';
import { removeDir, tempDataDir } from './testing/serverProcess';

describe('cookieSecretFor', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
  });
  afterEach(() => removeDir(dir));

  it('uses the configured secret as it is', () => {
    expect(cookieSecretFor('c'.repeat(40), dir)).toBe('c'.repeat(40));
  });

  it('generates one on first start, private to the server, and keeps it across restarts', () => {
    const dataDir = join(dir, 'data');
    const first = cookieSecretFor(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(statSync(join(dataDir, 'cookie-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'cookie-secret'), 'utf8')).toBe(first);
    expect(cookieSecretFor(undefined, dataDir)).toBe(first);
    expect(cookieSecretFor(undefined, join(dir, 'other'))).not.toBe(first);
  });
});
