/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildAppServer, startAppServer } from './appServer';
import { CLOSE_GRACE_MS } from './listening';
import { IMMUTABLE, NO_CACHE, ONE_DAY } from './cacheControl';
import { createFakeDist, fakeFiles, type FakeDist } from './testing/fakeDist';
import { listen, request, stalledDownload, stallingFileBytes } from './testing/http';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dist: FakeDist;
beforeAll(() => {
  dist = createFakeDist();
});
afterAll(() => dist.remove());

describe('static files', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = buildAppServer({ workspace: 'mf-gallery', root: dist.root, env: {} });
    base = await listen(app);
  });
  afterAll(() => app.close());

  it.each([
    ['/static/js/main.1a2b3c4d.js', /javascript; charset=utf-8/, IMMUTABLE],
    ['/static/css/main.5e6f7a8b.css', /^text\/css; charset=utf-8/, IMMUTABLE],
    ['/index.html', /^text\/html; charset=utf-8/, NO_CACHE],
    ['/', /^text\/html; charset=utf-8/, NO_CACHE],
    ['/mf-manifest.json', /^application\/json; charset=utf-8/, NO_CACHE],
    ['/mf-stats.json', /^application\/json; charset=utf-8/, NO_CACHE],
    ['/remoteEntry.js', /javascript; charset=utf-8/, NO_CACHE],
    ['/assets/docs/lessons/piano.txt', /^text\/plain; charset=utf-8$/, NO_CACHE],
    ['/assets/images/gallery/info.txt', /^text\/plain; charset=utf-8$/, NO_CACHE],
    ['/assets/images/gallery/cover.svg', /^image\/svg\+xml/, ONE_DAY],
    ['/favicon.svg', /^image\/svg\+xml/, NO_CACHE],
  ])('%s has its content type and cache policy', async (url, type, cacheControl) => {
    const res = await request(`${base}${url}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeDefined();
  });

  it('serves the file content unchanged without Accept-Encoding', async () => {
    const res = await request(`${base}/assets/docs/lessons/piano.txt`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(fakeFiles['assets/docs/lessons/piano.txt']);
  });

  it('answers 304 to a conditional GET with the ETag or the date', async () => {
    const url = '/static/js/main.1a2b3c4d.js';
    const first = await request(`${base}${url}`);
    const byEtag = await request(`${base}${url}`, {
      headers: { 'if-none-match': String(first.headers.etag), 'accept-encoding': 'br' },
    });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.body).toBe('');
    const byDate = await request(`${base}${url}`, {
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
  });

  it.each([
    '/index.html',
    '/static/js/main.1a2b3c4d.js',
    '/static/css/main.5e6f7a8b.css',
    '/mf-manifest.json',
    '/assets/docs/lessons/piano.txt',
    '/favicon.svg',
  ])('compresses %s with brotli or gzip as the client asks', async (url) => {
    const original = fakeFiles[url === '/' ? 'index.html' : url.slice(1)];
    const br = await request(`${base}${url}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.raw).toString()).toBe(original);

    const gzip = await request(`${base}${url}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.raw).toString()).toBe(original);

    const preferGzip = await request(`${base}${url}`, {
      headers: { 'accept-encoding': 'br;q=0.5, gzip' },
    });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends the copy compressed at build time as it is, marked as varying by encoding', async () => {
    const script = fakeFiles['static/js/main.1a2b3c4d.js'] ?? '';
    const built = createFakeDist({
      ...fakeFiles,
      'static/js/main.1a2b3c4d.js.br': 'the build’s brotli copy',
    });
    const remote = buildAppServer({
      workspace: 'mf-gallery',
      root: built.root,
      env: { SHELL_ORIGINS: 'http://localhost:3000' },
    });
    try {
      const remoteBase = await listen(remote);
      const url = `${remoteBase}/static/js/main.1a2b3c4d.js`;
      const origin = 'http://localhost:3000';
      const br = await request(url, { headers: { 'accept-encoding': 'br', origin } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.raw.toString()).toBe('the build’s brotli copy');
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(br.headers.vary).split(/,\s*/)).toEqual(['Origin', 'accept-encoding']);
      // a client without brotli gets the file, and the same Vary
      const plain = await request(url, { headers: { 'accept-encoding': 'identity', origin } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(String(plain.headers.vary).split(/,\s*/)).toEqual(['Origin', 'accept-encoding']);
    } finally {
      await remote.close();
      built.remove();
    }
  });

  it('falls back to index.html for an unknown HTML navigation', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await request(`${base}/gallery/photo/nope`, {
        method,
        headers: { accept: HTML_ACCEPT },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      if (method === 'GET') expect(res.body).toBe(fakeFiles['index.html']);
    }
  });

  it.each([
    '/static/js/gone.js',
    '/assets/docs/x.txt',
    '/assets/images/none',
    '/robots.txt',
    '/static/',
  ])('answers a real 404 for the missing file %s, even to a browser', async (url) => {
    const res = await request(`${base}${url}`, {
      headers: { accept: HTML_ACCEPT },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 404, not the page, to a non-HTML request for an unknown path', async () => {
    const res = await request(`${base}/lesson/piano`, { headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
  });

  it('answers /healthz', async () => {
    const res = await request(`${base}/healthz`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', app: 'mf-gallery' });
  });
});

describe('remote CORS', () => {
  const env = { SHELL_ORIGINS: 'https://www.harmoni.example, http://localhost:3000' };
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = buildAppServer({ workspace: 'mf-gallery', root: dist.root, env });
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('allows a configured shell origin', async () => {
    const res = await request(`${base}/mf-manifest.json`, {
      headers: { origin: 'https://www.harmoni.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://www.harmoni.example');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers a preflight from the shell', async () => {
    const res = await request(`${base}/static/js/main.1a2b3c4d.js`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('gives no CORS header to another origin', async () => {
    const res = await request(`${base}/mf-manifest.json`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('defaults to the local shell origin', async () => {
    const local = buildAppServer({
      workspace: 'mf-about',
      root: dist.root,
      env: { SHELL_PORT: '4000' },
    });
    const localBase = await listen(local);
    const allowed = await request(`${localBase}/`, {
      headers: { origin: 'http://localhost:4000' },
    });
    const other = await request(`${localBase}/`, { headers: { origin: 'http://localhost:3000' } });
    await local.close();
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is a shell-only feature to publish /remotes.json', async () => {
    const res = await request(`${base}/remotes.json`, { headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('shell', () => {
  it('publishes /remotes.json from the environment', async () => {
    const app = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { LESSONS_URL: 'https://lessons.harmoni.example', GALLERY_PORT: '4002' },
    });
    const res = await request(`${await listen(app)}/remotes.json`);
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // helmet: the shell's own files are for the shell's pages only
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.json()).toEqual({
      lessons: 'https://lessons.harmoni.example/mf-manifest.json',
      gallery: 'http://localhost:4002/mf-manifest.json',
      about: 'http://localhost:3003/mf-manifest.json',
      contact: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('answers /healthz with its name', async () => {
    const app = buildAppServer({ workspace: 'shell', root: dist.root, env: {} });
    const res = await request(`${await listen(app)}/healthz`);
    await app.close();
    expect(res.json()).toEqual({ status: 'ok', app: 'shell' });
  });
});

describe('start-up', () => {
  let empty: string;
  beforeAll(() => {
    empty = mkdtempSync(join(tmpdir(), 'harmoni-serve-empty-'));
  });
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it('refuses a root without index.html and says how to build it', async () => {
    expect(() => buildAppServer({ workspace: 'mf-gallery', root: empty })).toThrow(
      /has no index\.html.*npm run build -w mf-gallery/,
    );
    await expect(startAppServer({ workspace: 'shell', root: join(empty, 'dist') })).rejects.toThrow(
      `${join(empty, 'dist')} has no index.html`,
    );
  });

  it('refuses an unknown app', () => {
    expect(() => buildAppServer({ workspace: 'mf-nope', root: dist.root })).toThrow(
      'Unknown app "mf-nope"',
    );
  });

  it('listens on a random port when asked for port 0 and reports it', async () => {
    const server = await startAppServer({
      workspace: 'mf-lessons',
      root: dist.root,
      port: 0,
      env: {},
    });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://localhost:${server.port}`);
      const res = await fetch(`${server.url}/healthz`);
      expect(await res.json()).toEqual({ status: 'ok', app: 'mf-lessons' });
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('closes once, however often it is asked to', async () => {
    const server = await startAppServer({
      workspace: 'mf-lessons',
      root: dist.root,
      port: 0,
      env: {},
    });
    await Promise.all([server.close(), server.close()]);
    await expect(server.close()).resolves.toBeUndefined();
  });

  it('does not let a response held in flight stop it from closing', async () => {
    const big = join(dist.root, 'static', 'big.bin');
    writeFileSync(big, stallingFileBytes());
    const server = await startAppServer({
      workspace: 'mf-lessons',
      root: dist.root,
      port: 0,
      env: {},
    });
    const socket = await stalledDownload(server.port, '/static/big.bin');
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(CLOSE_GRACE_MS + 2000);
    socket.destroy();
    rmSync(big);
  }, 15_000);

  it("takes the app's port from the environment by default", async () => {
    const port = await freePort();
    const server = await startAppServer({
      workspace: 'mf-about',
      root: dist.root,
      env: { ABOUT_PORT: String(port) },
    });
    await server.close();
    expect(server.port).toBe(port);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
