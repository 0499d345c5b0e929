/** @jest-environment node */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { listen, request } from '../testing/http';
import { SESSION_MS, sessionValue, statusCookie } from './statusSession';

const TOKEN = 'status-token-of-the-team';
const registry: RemoteRegistry = {
  remotes: {
    gallery: {
      live: { url: 'https://releases.example/gallery/2.0.0-a/', integrity: {}, id: '2.0.0-a' },
      releases: {
        '1.0.0-z': { url: 'https://releases.example/gallery/1.0.0-z/', integrity: {} },
        '2.0.0-a': { url: 'https://releases.example/gallery/2.0.0-a/', integrity: {} },
      },
      history: [
        { id: '1.0.0-z', promotedAt: '2026-11-01T10:00:00.000Z' },
        { id: '2.0.0-a', promotedAt: '2026-11-20T09:30:00.000Z' },
      ],
    },
  },
};

let dist: FakeDist;
let app: FastifyInstance;
let base: string;
let origin: string;

async function start(env: Record<string, string>) {
  const server = buildAppServer({
    workspace: 'shell',
    root: dist.root,
    // the releases' host is a release host (RELEASE_HOSTS), or the registry leaves them out
    env: {
      REGISTRY_FILE: join(dist.root, 'registry.json'),
      RELEASE_HOSTS: 'https://releases.example',
      ...env,
    },
    logStream: { write: () => undefined },
  });
  return { server, base: await listen(server) };
}

beforeAll(async () => {
  dist = createFakeDist({ ...fakeFiles, 'registry.json': JSON.stringify(registry) });
  ({ server: app, base } = await start({ METRICS_TOKEN: TOKEN }));
  origin = base;
  // a visitor's page load of each release: the page shows the figures beside each other
  for (const url of ['2.0.0-a', '1.0.0-z']) {
    await request(`${base}/_vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        releases: { gallery: `https://releases.example/gallery/${url}/mf-manifest.json` },
        drew: ['gallery'],
        vitals: { LCP: url === '2.0.0-a' ? 3100 : 1200 },
        failures: url === '2.0.0-a' ? [{ remote: 'gallery', kind: 'load-failed' }] : [],
      }),
    });
  }
});
afterAll(async () => {
  await app.close();
  dist.remove();
});

const bearer = { authorization: `Bearer ${TOKEN}` };
const form = (path: string, body: string, headers: Record<string, string> = {}) =>
  request(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    body,
  });

it('shows each remote to the token: live release, promotion, figures beside the previous release, a plot', async () => {
  const res = await request(`${base}/_status`, { headers: { ...bearer, accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
  expect(res.body).toContain('Live: <strong>2.0.0-a</strong>, promoted 2026-11-20T09:30:00.000Z');
  expect(res.body).toMatch(
    /live 2\.0\.0-a<\/th><td>1 views, p75 LCP 3500 ms, INP –, CLS –, failures 1000\.0‰/,
  );
  expect(res.body).toMatch(/previous 1\.0\.0-z<\/th><td>1 views, p75 LCP 1250 ms/);
  expect(res.body).toMatch(/<svg [^>]*role="img" aria-label="gallery, last 24 hours/);
  expect(res.body).not.toContain('<script');
});

it('answers text for `npm run status`, and JSON', async () => {
  const text = await request(`${base}/_status`, { headers: { ...bearer, accept: 'text/plain' } });
  expect(text.headers['content-type']).toMatch(/^text\/plain/);
  expect(text.body).toContain('gallery: live 2.0.0-a, promoted 2026-11-20T09:30:00.000Z');
  expect(text.body).toContain('    previous 1.0.0-z');
  const json = await request(`${base}/_status`, {
    headers: { ...bearer, accept: 'application/json' },
  });
  const status = json.json() as { remotes: { remote: string; live?: string }[] };
  expect(status.remotes.find((remote) => remote.remote === 'gallery')?.live).toBe('2.0.0-a');
});

it('asks a browser without the token to sign in, and a script for the token', async () => {
  const page = await request(`${base}/_status`, { headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(401);
  expect(page.body).toContain('<form method="post" action="/_status/sign-in">');
  expect(page.body).not.toContain('2.0.0-a');
  const script = await request(`${base}/_status`, { headers: { authorization: 'Bearer nope' } });
  expect(script.statusCode).toBe(401);
  expect(script.body).not.toContain('2.0.0-a');
});

describe('signing in', () => {
  const signIn = async (headers: Record<string, string> = {}) => {
    const res = await form('/_status/sign-in', `token=${encodeURIComponent(TOKEN)}`, headers);
    return { res, cookie: String(res.headers['set-cookie'] ?? '') };
  };

  it('sets an HttpOnly, SameSite=Strict cookie that is not the token, and it opens the page', async () => {
    const { res, cookie } = await signIn();
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/_status');
    expect(cookie).toMatch(
      new RegExp(
        `^${statusCookie}=\\d+\\.[\\w-]{43}; Path=/_status; Max-Age=28800; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(cookie).not.toContain(TOKEN);
    const value = cookie.split(';')[0] ?? '';
    const page = await request(`${base}/_status`, {
      headers: { cookie: value, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Live: <strong>2.0.0-a</strong>');
  });

  it('refuses a wrong token, a forged cookie and an expired one', async () => {
    const wrong = await form('/_status/sign-in', 'token=guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain('That is not the metrics token.');
    const expired = sessionValue(TOKEN, Date.now() - SESSION_MS - 1000);
    for (const value of [`${Date.now() + 60_000}.${'A'.repeat(43)}`, '1.abc', TOKEN, expired]) {
      const page = await request(`${base}/_status`, {
        headers: { cookie: `${statusCookie}=${value}`, accept: 'text/html' },
      });
      expect(page.statusCode).toBe(401);
    }
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    [
      'another site, by fetch metadata',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
    ['a request with no origin at all', { origin: '' }],
  ])('refuses a sign-in posted from %s', async (_name, headers) => {
    const { res, cookie } = await signIn(headers);
    expect(res.statusCode).toBe(403);
    expect(cookie).toBe('');
  });

  it('signs out only from its own page', async () => {
    expect(
      (await form('/_status/sign-out', '', { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    const out = await form('/_status/sign-out', '');
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`^${statusCookie}=; Path=/_status; Max-Age=0`),
    );
  });
});

it('marks the cookie Secure on an https site', async () => {
  const secure = await start({ METRICS_TOKEN: TOKEN, SITE_URL: 'https://www.harmoni.example' });
  try {
    const res = await request(`${secure.base}/_status/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://www.harmoni.example',
      },
      body: `token=${TOKEN}`,
    });
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  } finally {
    await secure.server.close();
  }
});

it('does not exist without METRICS_TOKEN', async () => {
  const bare = await start({});
  try {
    const res = await request(`${bare.base}/_status`, { headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    const signIn = await request(`${bare.base}/_status/sign-in`, {
      method: 'POST',
      body: 'token=',
    });
    expect(signIn.statusCode).toBe(404);
  } finally {
    await bare.server.close();
  }
});
