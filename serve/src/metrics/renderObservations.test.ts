/** @jest-environment node */
import { join } from 'node:path';
import { shellViewFile } from '@harmoni/shared/buildOutput';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { listen, request, untilHealthy } from '../testing/http';
import { fakeShellView } from '../testing/fakeShellView';
import { registryOf } from '../testing/registry';
import { DAY_MS } from '../status/timeBuckets';

/**
 * The shell's server with real render workers and one remote broken in each way the server can
 * see: the lessons view draws, the gallery's bytes do not match the registry, the about view
 * kills its worker. Each page's Server-Timing and /metrics must tell which.
 */
const view = (modules: Record<string, string>) => `
exports.loadRemoteViews = function (publicPath) {
  return { ${Object.entries(modules)
    .map(([name, body]) => `'./${name}': { draw: async (url, readContent) => { ${body} } }`)
    .join(', ')} };
};`;
const drawn = (html: string) => `return { html: ${html}, facts: { status: 'found' } };`;
const lessonsView = view({
  LessonPage: `const read = await readContent(publicPath + 'assets/docs/lesson.txt'); ${drawn("'lessons:' + read.status")}`,
});
const galleryView = view({ AlbumListPage: drawn("'gallery'") });
const aboutView = view({ AboutPage: 'process.exit(7);', FaqPage: drawn("'faq'") });

/** The shell's view: its page around a slot for the page's region, which the region's worker fills. */
const shellView = fakeShellView();

const TOKEN = 'observations-token';
jest.setTimeout(30_000);

let remotes: Record<'lessons' | 'gallery' | 'about', FakeRemote>;
let dist: FakeDist;
let app: FastifyInstance;
let base: string;

const page = (path: string) => request(`${base}${path}`, { headers: { accept: 'text/html' } });
/** A release's server renders as its canary comparison reads them. */
const serverFigures = (remote: string) => {
  const { serverRenders, renderFailuresPerThousand } =
    app.releaseFigures?.figuresOf(remote, `1.0.0-${remote}`, DAY_MS) ?? {};
  return { serverRenders, renderFailuresPerThousand };
};
const metrics = async () =>
  (await request(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).body;

beforeAll(async () => {
  const [lessons, gallery, about] = await Promise.all([
    startFakeRemote({ 'ssr/v.cjs': lessonsView, 'assets/docs/lesson.txt': '[]' }),
    startFakeRemote({ 'ssr/v.cjs': `${galleryView}\n// changed after the release was recorded` }),
    startFakeRemote({ 'ssr/v.cjs': aboutView }),
  ]);
  remotes = { lessons, gallery, about };
  const registry: RemoteRegistry = registryOf({
    lessons: { base: lessons.base, file: 'ssr/v.cjs', code: lessonsView },
    gallery: { base: gallery.base, file: 'ssr/v.cjs', code: galleryView },
    about: { base: about.base, file: 'ssr/v.cjs', code: aboutView },
  });
  for (const [name, entry] of Object.entries(registry.remotes)) {
    if (entry.live) entry.live.id = `1.0.0-${name}`;
  }
  dist = createFakeDist({
    ...fakeFiles,
    'index.html':
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    [shellViewFile]: shellView,
    'registry.json': JSON.stringify(registry),
  });
  app = buildAppServer({
    workspace: 'shell',
    root: dist.root,
    env: {
      ...process.env,
      LESSONS_URL: lessons.base,
      GALLERY_URL: gallery.base,
      ABOUT_URL: about.base,
      REGISTRY_FILE: join(dist.root, 'registry.json'),
      RENDER_DEADLINE_MS: '2000',
      RENDER_WORKER_HEAP_MB: '64',
      METRICS_TOKEN: TOKEN,
    },
    logStream: { write: () => undefined },
  });
  base = await listen(app);
  await untilHealthy(base);
});

afterAll(async () => {
  await app.close();
  dist.remove();
  await Promise.all(Object.values(remotes).map((remote) => remote.close()));
});

it('a part drawn on the server: its time and release in Server-Timing, counted by release', async () => {
  const res = await page('/lesson/piano');
  expect(res.body).toContain('<main>lessons:read</main>');
  expect(res.headers['server-timing']).toMatch(/^render;dur=\d+\.\d;desc="rendered"/);
  expect(res.headers['server-timing']).toMatch(
    /part-lessons;dur=\d+\.\d;desc="drawn 1\.0\.0-lessons"/,
  );
  const text = await metrics();
  expect(text).toMatch(
    /harmoni_page_renders_total\{part="lessons",release="1\.0\.0-lessons",task="page",outcome="rendered"\} 1/,
  );
  expect(text).toMatch(
    /harmoni_page_renders_total\{part="shell",release="local",task="page",outcome="rendered"\} 1/,
  );
  expect(text).toMatch(
    /harmoni_page_render_duration_seconds_count\{part="lessons",release="1\.0\.0-lessons",outcome="rendered"\} 1/,
  );
  const origin = new URL(remotes.lessons.base).origin;
  expect(text).toContain(`harmoni_content_reads_total{origin="${origin}",outcome="read"} 1`);
  expect(text).toMatch(/harmoni_render_worker_starts_total\{part="shell",release="local"\} [1-9]/);
  expect(text).toMatch(/harmoni_live_release\{remote="gallery",release="1\.0\.0-gallery"\} 1/);
  expect(serverFigures('lessons')).toEqual({ serverRenders: 1, renderFailuresPerThousand: 0 });
});

it('a view refused by its digest: left to the browser, and why', async () => {
  const res = await page('/gallery/photo');
  // its region is not asked for: the shell's view draws the page without it
  expect(res.body).toContain('<main>shell only</main>');
  expect(res.headers['server-timing']).toMatch(
    /part-gallery;desc="browser 1\.0\.0-gallery, failed: its server view is not verified \(yet\)"/,
  );
  expect(await metrics()).toMatch(
    /harmoni_server_views_not_run_total\{part="gallery",release="1\.0\.0-gallery",event="refused"\} 1/,
  );
  expect(serverFigures('gallery')).toEqual({ serverRenders: 1, renderFailuresPerThousand: 1000 });
});

it('a view that crashes its worker: crashed, then benched on the next page', async () => {
  const first = await page('/about');
  expect(first.headers['server-timing']).toMatch(
    /part-about;desc="browser 1\.0\.0-about, crashed: exit 7/,
  );
  const second = await page('/about/faq');
  expect(second.headers['server-timing']).toMatch(
    /part-about;desc="browser 1\.0\.0-about, failed: its server view is benched"/,
  );
  const text = await metrics();
  expect(text).toMatch(
    /harmoni_page_renders_total\{part="about",release="1\.0\.0-about",task="page",outcome="crashed"\} 1/,
  );
  expect(text).toMatch(
    /harmoni_server_views_not_run_total\{part="about",release="1\.0\.0-about",event="benched"\} 1/,
  );
  expect(text).toMatch(
    /harmoni_render_worker_exits_total\{part="about",release="1\.0\.0-about",exit="exit 7"\} [1-9]/,
  );
  expect(serverFigures('about')).toEqual({ serverRenders: 2, renderFailuresPerThousand: 1000 });
});

it('answers that are not pages carry no Server-Timing', async () => {
  const res = await request(`${base}/healthz`);
  expect(res.headers['server-timing']).toBeUndefined();
});
