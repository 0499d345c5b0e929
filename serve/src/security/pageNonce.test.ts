/** @jest-environment node */
import { startupFilesName } from '@harmoni/shared/buildOutput';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import { PAGE_CACHE } from '../cacheControl';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { listen, request, type RawResponse } from '../testing/http';

/**
 * The shell's pages under a nonce-based policy: each answer gets a fresh nonce, which only the
 * server's own tags carry (the build's entry script, the hints), and no shared cache may keep.
 */
const indexHtml = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Built</title>',
  '<script defer src="/static/js/index.1a.js" integrity="sha384-abc" crossorigin="anonymous"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

let dist: FakeDist;
let shell: FastifyInstance;
let base: string;
beforeAll(async () => {
  dist = createFakeDist({
    ...fakeFiles,
    'index.html': indexHtml,
    'static/js/index.1a.js': 'import("./async/2.b1.js")',
    'static/js/async/2.b1.js': 'var shell;',
    [startupFilesName]: JSON.stringify(['/static/js/async/2.b1.js']),
  });
  shell = buildAppServer({ workspace: 'shell', root: dist.root, env: {} });
  base = await listen(shell);
});
afterAll(async () => {
  await shell.close();
  dist.remove();
});

const scriptNonceOf = (res: RawResponse) =>
  /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';

describe("a page's nonce", () => {
  it('is fresh on every answer, and the only way a script of the page runs', async () => {
    const [first, second] = await Promise.all([request(`${base}/`), request(`${base}/`)]);
    const [a, b] = [scriptNonceOf(first), scriptNonceOf(second)];
    expect(a).toMatch(/^'strict-dynamic' 'nonce-[0-9a-f]{32}'$/);
    expect(b).toMatch(/^'strict-dynamic' 'nonce-[0-9a-f]{32}'$/);
    expect(a).not.toBe(b);
  });

  it("is carried by the page's own script and hints, nowhere after its root opens", async () => {
    for (const path of ['/', '/contact', '/no-such-page']) {
      const res = await request(`${base}${path}`);
      const nonce = /'nonce-([0-9a-f]+)'/.exec(scriptNonceOf(res))?.[1] ?? 'none';
      expect(res.body).toContain(`<script nonce="${nonce}" defer src="/static/js/index.1a.js"`);
      const hints = [...res.body.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
      expect(hints.length).toBeGreaterThan(0);
      for (const hint of hints) expect(hint).toContain(` nonce="${nonce}"`);
      expect(res.body.lastIndexOf('nonce=')).toBeLessThan(res.body.indexOf('<div id="root">'));
    }
  });

  it('is never kept by a shared cache: the page is private to its visitor', async () => {
    const res = await request(`${base}/about`);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    expect(PAGE_CACHE).toMatch(/^private\b/);
    expect(res.headers.etag).toBeUndefined();
  });

  it('cannot be skipped by asking for the built page as a file: it is not served', async () => {
    for (const path of ['/index.html', '/index.html?x=1']) {
      const res = await request(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('/static/js/index.1a.js');
    }
  });
});
