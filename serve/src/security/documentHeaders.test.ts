/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import { createFakeDist, type FakeDist } from '../testing/fakeDist';
import { listen, request } from '../testing/http';
import { permissionsPolicy } from './registerSecurityHeaders';
import { remoteHtmlPolicy, remoteSvgPolicy } from './remoteDocumentHeaders';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dist: FakeDist;
beforeAll(() => {
  dist = createFakeDist();
});
afterAll(() => dist.remove());

async function serve(workspace: string): Promise<{ app: FastifyInstance; base: string }> {
  const app = buildAppServer({ workspace, root: dist.root, env: {} });
  return { app, base: await listen(app) };
}

describe("the shell's pages", () => {
  let server: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    server = await serve('shell');
  });
  afterAll(() => server.app.close());

  it.each(['/', '/contact', '/lesson/piano'])('%s carries the Permissions-Policy', async (path) => {
    const res = await request(`${server.base}${path}`, { headers: { accept: HTML_ACCEPT } });
    expect(res.headers['permissions-policy']).toBe(permissionsPolicy);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(permissionsPolicy).toContain(`${feature}=()`);
    }
    // the players' frames still go fullscreen
    expect(permissionsPolicy).not.toContain('fullscreen');
  });

  it('leaves it off a script, where it does nothing', async () => {
    const res = await request(`${server.base}/static/js/main.1a2b3c4d.js`);
    expect(res.headers['permissions-policy']).toBeUndefined();
  });
});

describe("a remote's documents", () => {
  let server: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    server = await serve('mf-gallery');
  });
  afterAll(() => server.app.close());

  it.each(['/', '/index.html', '/gallery/photo'])(
    '%s (HTML) cannot be framed by any site, and has the Permissions-Policy',
    async (path) => {
      const res = await request(`${server.base}${path}`, { headers: { accept: HTML_ACCEPT } });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(remoteHtmlPolicy);
      expect(remoteHtmlPolicy).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toBe(permissionsPolicy);
    },
  );

  it.each(['/favicon.svg', '/assets/images/gallery/cover.svg'])(
    '%s (SVG) may run no script and cannot be framed',
    async (path) => {
      const res = await request(`${server.base}${path}`);
      expect(res.headers['content-security-policy']).toBe(remoteSvgPolicy);
      expect(remoteSvgPolicy).toContain("default-src 'none'");
      expect(remoteSvgPolicy).toContain("frame-ancestors 'none'");
    },
  );

  it('leaves its modules alone', async () => {
    const res = await request(`${server.base}/remoteEntry.js`);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
