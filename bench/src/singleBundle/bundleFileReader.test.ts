import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFileReader } from './bundleFileReader';

describe('bundleFileReader', () => {
  const root = mkdtempSync(join(tmpdir(), 'single-bundle-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'lessons.txt'), '{"lessons":[]}');
  writeFileSync(join(tmpdir(), 'outside-single-bundle.txt'), 'secret');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const read = bundleFileReader(root, 'http://localhost:3400/');

  it("reads a file of the bundle by its URL on the site's own address", async () => {
    await expect(read('http://localhost:3400/assets/lessons.txt')).resolves.toEqual({
      status: 'read',
      text: '{"lessons":[]}',
    });
  });

  it('answers a file the bundle lacks as missing', async () => {
    await expect(read('http://localhost:3400/assets/none.txt')).resolves.toEqual({
      status: 'missing',
    });
  });

  it('refuses other addresses and paths that climb out of the folder', async () => {
    await expect(read('http://localhost:3001/assets/lessons.txt')).resolves.toEqual({
      status: 'unreadable',
    });
    await expect(
      read('http://localhost:3400/assets%2F..%2F..%2Foutside-single-bundle.txt'),
    ).resolves.toEqual({ status: 'unreadable' });
  });
});
