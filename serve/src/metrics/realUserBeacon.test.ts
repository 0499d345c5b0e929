/** @jest-environment node */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { DAY_MS } from '../status/releaseFigures';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { listen, request } from '../testing/http';
import { beaconsPerMinute } from './realUserBeacon';

const TOKEN = 'beacon-token';
const live = 'https://releases.example/gallery/2.0.0-a/';
const published = 'https://releases.example/gallery/3.0.0-b/';
const registry: RemoteRegistry = {
  remotes: {
    gallery: {
      live: { url: live, integrity: {}, id: '2.0.0-a' },
      releases: {
        '2.0.0-a': { url: live, integrity: {} },
        '3.0.0-b': { url: published, integrity: {} },
      },
    },
  },
};
const releases = {
  gallery: `${live}mf-manifest.json`,
  lessons: 'http://localhost:3001/mf-manifest.json',
};
const beacon = {
  releases,
  drew: ['gallery'],
  vitals: { LCP: 1800, INP: 120, CLS: 0.05 },
  failures: [{ remote: 'gallery', kind: 'boundary-caught' }],
};

let dist: FakeDist;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dist = createFakeDist({ ...fakeFiles, 'registry.json': JSON.stringify(registry) });
  app = buildAppServer({
    workspace: 'shell',
    root: dist.root,
    env: {
      METRICS_TOKEN: TOKEN,
      REGISTRY_FILE: join(dist.root, 'registry.json'),
      LESSONS_URL: 'http://localhost:3001',
      // the releases' host is a release host, or the registry leaves its releases out
      RELEASE_HOSTS: 'https://releases.example,http://localhost:3001',
    },
    logStream: { write: () => undefined },
  });
  base = await listen(app);
});
afterAll(async () => {
  await app.close();
  dist.remove();
});

/** All from one address: the whole file stays under the rate limit but for its last test. */
const post = (body: unknown) =>
  request(`${base}/_vitals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const metrics = async () =>
  (await request(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).body;
const galleryFigures = () => app.releaseFigures?.figuresOf('gallery', '2.0.0-a', DAY_MS);

it('counts a page view per release, the failures, and the figures of the remotes that drew it', async () => {
  expect((await post(beacon)).statusCode).toBe(204);
  const text = await metrics();
  expect(text).toContain('harmoni_rum_page_views_total{remote="gallery",release="2.0.0-a"} 1');
  expect(text).toContain('harmoni_rum_page_views_total{remote="lessons",release="local"} 1');
  expect(text).toContain(
    'harmoni_rum_failures_total{remote="gallery",release="2.0.0-a",kind="boundary-caught"} 1',
  );
  expect(text).toContain('harmoni_rum_lcp_seconds_count{remote="gallery",release="2.0.0-a"} 1');
  expect(text).toContain('harmoni_rum_cls_bucket{le="0.05",remote="gallery",release="2.0.0-a"} 1');
  // the lessons part did not draw this page: its figures are not the page's LCP
  expect(text).not.toContain('harmoni_rum_lcp_seconds_count{remote="lessons"');
  expect(galleryFigures()).toMatchObject({
    pageViews: 1,
    failuresPerThousand: 1000,
    p75: { LCP: 2000, INP: 125, CLS: 0.05 },
  });
});

it('counts a later beacon of the same page load without a new page view', async () => {
  const before = galleryFigures()?.pageViews ?? 0;
  expect((await post({ ...beacon, vitals: {}, failures: [], again: true })).statusCode).toBe(204);
  expect(galleryFigures()?.pageViews).toBe(before);
});

it('takes a release the registry has published, for a preview', async () => {
  const preview = { ...beacon, releases: { gallery: `${published}mf-manifest.json` } };
  expect((await post(preview)).statusCode).toBe(204);
  expect(app.releaseFigures?.figuresOf('gallery', '3.0.0-b', DAY_MS).pageViews).toBe(1);
});

describe('refuses, and counts nothing for', () => {
  it.each([
    [
      'a release the registry does not know',
      { ...beacon, releases: { gallery: 'https://evil.example/mf-manifest.json' } },
    ],
    [
      'a remote that does not exist',
      { ...beacon, releases: { ...releases, shop: `${live}mf-manifest.json` } },
    ],
    ['an LCP out of range', { ...beacon, vitals: { LCP: 1e9 } }],
    ['a negative CLS', { ...beacon, vitals: { CLS: -1 } }],
    ['a figure that is not a number', { ...beacon, vitals: { INP: '120' } }],
    ['an unknown failure kind', { ...beacon, failures: [{ remote: 'gallery', kind: 'other' }] }],
    [
      'more failures than a page can have',
      { ...beacon, failures: Array.from({ length: 11 }, () => beacon.failures[0]) },
    ],
    [
      'a failure of a remote the page did not load',
      { ...beacon, failures: [{ remote: 'about', kind: 'load-failed' }] },
    ],
    ['a part drawn by a remote the page did not load', { ...beacon, drew: ['about'] }],
    ['fields it does not know', { ...beacon, visitor: 'someone@example.com' }],
    ['not JSON', 'page=1'],
  ])('%s', async (_name, body) => {
    const before = JSON.stringify(galleryFigures());
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(galleryFigures())).toBe(before);
  });

  it('a body over the limit', async () => {
    const res = await post({ ...beacon, releases: { gallery: `${live}${'x'.repeat(5000)}` } });
    expect(res.statusCode).toBe(413);
  });
});

it(`rate limits an address past ${beaconsPerMinute} beacons a minute`, async () => {
  const answers: number[] = [];
  for (let sent = 0; sent < beaconsPerMinute; sent += 1) {
    answers.push((await post({ ...beacon, failures: [], again: true })).statusCode);
  }
  // the tests before sent some 20 of the minute's beacons
  expect(answers.filter((code) => code === 204).length).toBeLessThan(beaconsPerMinute - 10);
  expect(answers.at(-1)).toBe(429);
  expect(await metrics()).toMatch(/harmoni_rum_beacons_total\{outcome="rate-limited"\} [1-9]/);
});
