import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portOf, remoteNamed } from '@harmoni/shared/apps';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { testPorts } from '../support/ports';
import { readRegistry, writeRegistry, type RegistryDocument } from '../support/registry';
import { isRealUserFiguresScript } from '../support/realUserFigures';
import { serveApp, type AppServerHandle } from '../support/servers';
import { preparePage } from '../support/test';

/**
 * What an operator sees when remotes break, on the production builds: a shell of its own whose
 * registry breaks one remote in each way. The gallery's server view does not match its digest
 * (refused), the about view kills its render worker (crashed, then benched), and the lessons
 * entry does not match its digest in the browser (integrity refused, load failed, the region's
 * boundary caught). Each is read in the page's Server-Timing, in /metrics and on /_status.
 */
const TOKEN = 'operations-e2e-token';
const shellBase = `http://localhost:${testPorts.opsShell}`;
const aboutBase = `http://localhost:${testPorts.opsAbout}/`;
// loads, then ends its worker as it draws either page the test visits
const crashingView = `exports.loadRemoteViews = function () {
  const crash = { default: function Crash() { process.exit(7); } };
  return { './AboutPage': crash, './FaqPage': crash };
};`;
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let work: string;
let shell: AppServerHandle;
let about: Server;

/** The about remote as built, but for its server view, which crashes: a release of its own. */
function startCrashingAbout(viewPath: string): Promise<Server> {
  const built = `http://localhost:${portOf(remoteNamed('about'))}`;
  const server = createServer((request, response) => {
    if (request.url === `/${viewPath}`) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(crashingView);
      return;
    }
    const origin = request.headers.origin;
    fetch(`${built}${request.url ?? '/'}`, { headers: origin ? { origin } : {} }).then(
      async (answer) => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'access-control-allow-origin', 'vary']) {
          const value = answer.headers.get(name);
          if (value) headers[name] = value;
        }
        response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
      },
      () => response.writeHead(502).end(),
    );
  });
  return new Promise((resolve) => server.listen(testPorts.opsAbout, () => resolve(server)));
}

function brokenRegistry(): RegistryDocument {
  const registry = readRegistry();
  const live = (name: string) => {
    const release = registry.remotes[name]?.live;
    if (!release?.serverView || !release.entry) throw new Error(`no built ${name}: npm run build`);
    release.id = `e2e-${name}`;
    return release as typeof release & { serverView: string; entry: string };
  };
  const gallery = live('gallery');
  gallery.integrity[gallery.serverView] = sha384('another view');
  const lessons = live('lessons');
  lessons.integrity[lessons.entry] = sha384('another entry');
  const aboutRelease = live('about');
  aboutRelease.url = aboutBase;
  aboutRelease.integrity[aboutRelease.serverView] = sha384(crashingView);
  return registry;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'harmoni-ops-'));
  const registry = brokenRegistry();
  const viewPath = registry.remotes.about?.live?.serverView ?? '';
  about = await startCrashingAbout(viewPath);
  const file = join(work, 'registry.json');
  writeRegistry(file, registry);
  shell = await serveApp('shell', testPorts.opsShell, {
    REGISTRY_FILE: file,
    METRICS_TOKEN: TOKEN,
    SITE_URL: shellBase,
    ABOUT_URL: aboutBase,
  });
});

test.afterAll(async () => {
  await shell?.close();
  await new Promise((resolve) => about?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const metricsOf = async (request: APIRequestContext) =>
  (
    await request.get(`${shellBase}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();

test('each broken remote shows in Server-Timing, /metrics and /_status', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await preparePage(page);

  // the gallery's server view is refused by its digest; the browser draws the part
  const figuresLoaded = page.waitForResponse((response) => isRealUserFiguresScript(response.url()));
  const gallery = await page.goto(`${shellBase}/gallery/photo`);
  expect(gallery?.headers()['server-timing']).toMatch(
    /part-gallery;desc="browser e2e-gallery, failed: its server view is not verified/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  // web-vitals loads once the page is idle; a tap then is the page's first input (INP)
  await figuresLoaded;
  await page.getByRole('heading', { level: 1, name: 'Photo Gallery' }).click();

  // the about view crashes its worker: left to the browser, then benched
  const crashed = await page.goto(`${shellBase}/about`);
  expect(crashed?.headers()['server-timing']).toMatch(
    /part-about;desc="browser e2e-about, crashed/,
  );
  const benched = await page.goto(`${shellBase}/about/faq`);
  expect(benched?.headers()['server-timing']).toMatch(
    /part-about;desc="browser e2e-about, failed: its server view is benched/,
  );

  // the lessons part is drawn on the server, but the browser refuses its entry: the boundary
  // shows its message, and the page's beacon reports it as the visitor moves on
  const lesson = await page.goto(`${shellBase}/lesson/piano`);
  expect(lesson?.headers()['server-timing']).toMatch(
    /part-lessons;dur=[\d.]+;desc="drawn e2e-lessons"/,
  );
  await expect(
    page.getByRole('alert').filter({ hasText: 'is not available right now' }),
  ).toBeVisible();
  await page.goto(`${shellBase}/terms`);

  const lessonFailure = (kind: string) =>
    `harmoni_rum_failures_total{remote="lessons",release="e2e-lessons",kind="${kind}"} 1`;
  await expect
    .poll(() => metricsOf(request), { timeout: 15_000 })
    .toContain(lessonFailure('boundary-caught'));
  const text = await metricsOf(request);
  expect(text).toContain(lessonFailure('integrity-refused'));
  expect(text).toContain(lessonFailure('load-failed'));
  expect(text).toMatch(
    /harmoni_rum_page_views_total\{remote="lessons",release="e2e-lessons"\} [1-9]/,
  );
  expect(text).toMatch(
    /harmoni_server_views_not_run_total\{part="gallery",release="e2e-gallery",event="refused"\} [1-9]/,
  );
  expect(text).toMatch(
    /harmoni_page_renders_total\{part="about",release="e2e-about",task="page",outcome="crashed"\} 1/,
  );
  expect(text).toMatch(
    /harmoni_server_views_not_run_total\{part="about",release="e2e-about",event="benched"\} [1-9]/,
  );
  expect(text).toMatch(/harmoni_live_release\{remote="lessons",release="e2e-lessons"\} 1/);
  // the gallery page's own figures, measured by web-vitals in the browser, reached the server
  for (const figure of ['lcp_seconds', 'inp_seconds', 'cls']) {
    expect(text).toMatch(
      new RegExp(`harmoni_rum_${figure}_count\\{remote="gallery",release="e2e-gallery"\\} [1-9]`),
    );
  }

  // the status page, signed in with the token through its form
  await page.goto(`${shellBase}/_status`);
  await page.getByLabel('Metrics token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site status' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('about')).toContainText('Live: e2e-about');
  await expect(section('about')).toContainText(/crashed \d+/);
  await expect(section('about')).toContainText('view benched');
  await expect(section('gallery')).toContainText(/refused \d+/);
  await expect(section('lessons')).toContainText(
    /live e2e-lessons\d+ views, .*failures [1-9][\d.]*‰/,
  );
  await expect(
    section('lessons').getByRole('img', { name: /lessons, last 24 hours/ }),
  ).toBeVisible();
});
