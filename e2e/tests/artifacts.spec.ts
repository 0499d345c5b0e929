import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse, Browser, Page } from '@playwright/test';
import { remoteApps } from '@harmoni/shared/apps';
import { repoRoot } from '@harmoni/tooling/workspaces';
import type { ReleaseFiles } from '@harmoni/tooling/releaseFiles';
import {
  artifactPorts,
  packArtifacts,
  releaseHostPort,
  startArtifact,
  unpack,
  type ArtifactName,
  type RunningArtifact,
} from '../support/artifacts';
import { expectPanelOpen, panelSummaries } from '../support/accordion';
import { waitForHydratedMain } from '../support/hydration';
import { testServerEnv } from '../support/servers';
import { sitePages } from '../support/sitePages';
import { releaseCommandSucceeds } from '../support/teamCommands';
import { expect, test } from '../support/test';
import { enquiryField, pageWithoutScripts } from '../support/withoutScripts';

/**
 * The smoke test of what a host gets: the six deployables packed once (`npm run artifacts`),
 * each unpacked into an empty folder outside the repository and started with
 * `node server.mjs` and the environment only, and every server route a visitor or a team
 * reaches tried through them: each page of the route table drawn by the shell's server with the
 * remotes' unpacked releases, the sitemap, robots.txt, /remotes.json, the health checks, the
 * enquiry JSON API and the form post through the shell's /api proxy, and the release host (the
 * compiled `harmoni-serve --app releases` of the shell's artifact) serving a promoted release
 * and a preview.
 */
// In order, in one worker; a failing check does not skip the others. A worker restarted after
// a failure starts the artifacts again, from the run's one pack.
test.describe.configure({ mode: 'default' });

const shellUrl = `http://localhost:${artifactPorts.shell}`;
const enquiryUrl = `http://127.0.0.1:${artifactPorts.enquiry}`;
const releaseHostUrl = `http://localhost:${releaseHostPort}/`;
const suffix = ' | Harmoni Music School - Music School in Setia Alam';
const running = new Map<ArtifactName | 'release host', RunningArtifact>();
const folders = new Map<ArtifactName, string>();
const folder = (name: ArtifactName) => folders.get(name) ?? '';
let work = '';

/** What the release commands are told: where releases go, the registry the shell reads. */
const releaseEnv = () => ({
  RELEASE_STORE: join(work, 'releases'),
  REGISTRY_FILE: join(folder('shell'), 'registry.json'),
  RELEASES_URL: releaseHostUrl,
  PREVIEW_SECRET: 'the-artifacts-smoke-test-preview-secret',
});

/** The registry a deployment writes: each remote's URL and the digests its release carries. */
function registryFor(): string {
  const remotes = Object.fromEntries(
    remoteApps.map((remote) => {
      const release = JSON.parse(
        readFileSync(
          join(folder(remote.workspace as ArtifactName), 'dist', 'release.json'),
          'utf8',
        ),
      ) as ReleaseFiles;
      const url = `http://localhost:${artifactPorts[remote.workspace as ArtifactName]}/`;
      return [remote.name, { live: { url, ...release } }];
    }),
  );
  return JSON.stringify({ remotes });
}

test.beforeAll(async () => {
  // packing copies and compresses six artifacts: a shared, busy machine is slow at it
  test.setTimeout(300_000);
  const started = Date.now();
  if (packArtifacts()) console.log(`packed the artifacts in ${Date.now() - started} ms`);
  work = mkdtempSync(join(tmpdir(), 'harmoni-artifacts-'));
  mkdirSync(releaseEnv().RELEASE_STORE);
  for (const name of Object.keys(artifactPorts) as ArtifactName[]) folders.set(name, unpack(name));

  // PORT, as many hosts set it, stands for the deployable's own port variable
  running.set(
    'enquiry',
    await startArtifact(folder('enquiry'), artifactPorts.enquiry, {
      PORT: String(artifactPorts.enquiry),
      ENQUIRY_HOST: '127.0.0.1',
      ENQUIRY_TRUSTED_PROXIES: 'loopback',
      ENQUIRY_MIN_FILL_MS: '0',
    }),
  );
  for (const remote of remoteApps) {
    const name = remote.workspace as ArtifactName;
    running.set(
      name,
      await startArtifact(folder(name), artifactPorts[name], {
        [remote.portEnv]: String(artifactPorts[name]),
        SHELL_ORIGINS: shellUrl,
      }),
    );
  }
  // the shell's own artifact carries the compiled harmoni-serve the release host runs
  running.set(
    'release host',
    await startArtifact(folder('shell'), releaseHostPort, { SHELL_ORIGINS: shellUrl }, [
      ...['--app', 'releases', '--root', releaseEnv().RELEASE_STORE],
      ...['--port', String(releaseHostPort)],
    ]),
  );
  // the registry where the shell's server looks by default: beside its build
  writeFileSync(releaseEnv().REGISTRY_FILE, registryFor());
  const remoteUrls = Object.fromEntries(
    remoteApps.map((remote) => [
      remote.urlEnv,
      `http://localhost:${artifactPorts[remote.workspace as ArtifactName]}/`,
    ]),
  );
  running.set(
    'shell',
    await startArtifact(folder('shell'), artifactPorts.shell, {
      SHELL_PORT: String(artifactPorts.shell),
      ...remoteUrls,
      ENQUIRY_URL: enquiryUrl,
      RELEASES_URL: releaseHostUrl,
      PREVIEW_SECRET: releaseEnv().PREVIEW_SECRET,
      ...testServerEnv,
    }),
  );
  console.log(`packed, unpacked and started them in ${Date.now() - started} ms`);
});

test.afterAll(async () => {
  await Promise.all([...running.values()].map((artifact) => artifact.close()));
  for (const path of [...folders.values(), work]) rmSync(path, { recursive: true, force: true });
});

/** The repository's development tools (tsx, TypeScript, the test runners): none ships. */
const devPackages = Object.keys(
  (
    JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies,
);

test('each artifact holds compiled JavaScript and production packages, its start script plain node', () => {
  for (const [name, path] of folders) {
    const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies?: unknown;
    };
    expect(manifest.scripts.start, name).toBe('node server.mjs');
    expect(manifest.devDependencies, name).toBeUndefined();
    expect(Object.keys(manifest.dependencies), name).toContain('fastify');
    // no TypeScript runner nor any other development tool: production runs what the build compiled
    expect(
      Object.keys(manifest.dependencies).filter((dep) => devPackages.includes(dep)),
      name,
    ).toEqual([]);
    const found = running
      .get(name)
      ?.run([
        '-e',
        `for (const name of ${JSON.stringify(devPackages)}) { try { require.resolve(name); console.log(name); } catch {} }`,
      ]);
    expect(found, name).toBe('');
    expect(readFileSync(join(path, 'Dockerfile'), 'utf8'), name).toContain(
      'CMD ["node", "server.mjs"]',
    );
  }
});

test('every artifact, and the release host, answers its health check', async ({ request }) => {
  for (const [name, artifact] of running) {
    const health = await request.get(`${artifact.url}/healthz`);
    expect(health.status(), name).toBe(200);
  }
  expect(await (await request.get(`${enquiryUrl}/healthz`)).json()).toMatchObject({
    status: 'ok',
    database: 'SQLite',
  });
});

const htmlText = (text = '') =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page as a crawler or a visitor without scripts gets it: the HTML as sent. */
async function drawnPage(response: APIResponse) {
  const html = await response.text();
  const main = html.slice(html.indexOf('<main id="main-content"'), html.indexOf('</main>'));
  const drawn = /<script type="application\/json" id="server-render">([^<]*)<\/script>/.exec(html);
  return {
    html,
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => htmlText(match[1])),
    headings: [...main.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => htmlText(match[1])),
    ...(drawn
      ? (JSON.parse(drawn[1] ?? '{}') as { views: string[]; content: Record<string, string> })
      : { views: [], content: {} }),
  };
}

const pages = sitePages();

test('every page of the route table is drawn by the shell artifact with its remote artifact', async ({
  request,
}) => {
  expect(pages.length).toBeGreaterThan(30);
  for (const { path, title, heading, module } of pages) {
    const response = await request.get(`${shellUrl}${path}`);
    expect.soft(response.status(), path).toBe(200);
    const page = await drawnPage(response);
    expect.soft(page.titles, path).toEqual([`${title}${suffix}`]);
    // the page's main content is there before any script runs, drawn by its remote's view
    expect.soft(page.headings, path).toEqual([heading]);
    if (module) expect.soft(page.views, path).toContain(module);
  }
  const missing = await request.get(`${shellUrl}/no-such-page`);
  expect(missing.status()).toBe(404);
  expect((await drawnPage(missing)).titles).toEqual([`Page Not Found${suffix}`]);
});

test('/sitemap.xml lists every page, /robots.txt names it, /remotes.json each remote artifact', async ({
  request,
}) => {
  const sitemap = await request.get(`${shellUrl}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(listed.sort()).toEqual(
    pages
      .filter((page) => page.inSitemap)
      .map((page) => page.path)
      .sort(),
  );

  const robots = await request.get(`${shellUrl}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${shellUrl}/sitemap.xml`);

  const remotes = await request.get(`${shellUrl}/remotes.json`);
  expect(remotes.status()).toBe(200);
  expect(await remotes.json()).toEqual(
    Object.fromEntries(
      remoteApps.map((remote) => [
        remote.name,
        `http://localhost:${artifactPorts[remote.workspace as ArtifactName]}/mf-manifest.json`,
      ]),
    ),
  );
});

test('a visitor opens a lesson page: the browser loads the lessons artifact and takes over', async ({
  page,
}) => {
  const lessonsOrigin = `http://localhost:${artifactPorts['mf-lessons']}`;
  const fromLessons: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(lessonsOrigin) && response.ok()) fromLessons.push(response.url());
  });
  await page.goto(`${shellUrl}/lesson/piano`);
  await expect(page.getByRole('heading', { level: 1, name: 'Piano Lessons' })).toBeVisible();
  // React takes the server-drawn part over once the lessons artifact's code has arrived
  await waitForHydratedMain(page);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const first = panelSummaries(faq).first();
  await first.click();
  await expectPanelOpen(first);
  // the remote's code came from the lessons artifact's own origin
  expect(
    fromLessons.filter((url) => url.endsWith('.js')),
    fromLessons.join('\n'),
  ).not.toEqual([]);
});

/** What the enquiry artifact stored, read with its own command from its data/ folder. */
const storedEnquiries = () =>
  JSON.parse(running.get('enquiry')?.run(['dist-server/cli/enquiries.mjs', '--json']) ?? '[]') as {
    name: string;
    class: string;
    phone: string;
    prefer: string;
  }[];

test('an enquiry sent through the shell artifact is stored by the enquiry artifact', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: shellUrl });
  const token = await api.get('/api/general/csrf');
  expect(token.status()).toBe(204);
  const { cookies } = await api.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const name = `Artifact Parent ${Date.now()}`;
  const sent = await api.post('/api/general/enquiry', {
    headers: { 'x-xsrf-token': xsrf },
    data: {
      data: {
        class: 'Piano',
        title: 'Ms',
        name,
        phone: '+6012-3456789',
        email: 'parent@example.com',
        prefer: 'WhatsApp',
        remark: 'Sent to the unpacked artifacts.',
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();
  expect(storedEnquiries().filter((row) => row.name === name)).toHaveLength(1);
});

/**
 * The release host as a remote's team uses it: the gallery's release (the gallery artifact's
 * build) published and promoted with the team's commands, then drawn through the shell
 * artifact; and a second release shown to one browser with a preview token.
 */
test.describe('releases from the release host, through the shell artifact', () => {
  const galleryWorkspace = join(repoRoot, 'mf-gallery');
  const newConcert = { url: 'artifacts-smoke-concert', title: 'Artifacts Smoke Concert' };
  const ids = { live: '', preview: '' };
  const idOf = (output: string) => /gallery (\S+)/.exec(output)?.[1] ?? '';
  const liveGallery = async () =>
    ((await (await fetch(`${shellUrl}/remotes.json`)).json()) as Record<string, string>).gallery;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const env = releaseEnv();
    const galleryDist = join(folder('mf-gallery'), 'dist');
    ids.live = idOf(
      await releaseCommandSucceeds(
        env,
        ['release', '--version', '1.0.0', '--dist', galleryDist],
        galleryWorkspace,
      ),
    );
    // the next release: the same build with one more concert in its content
    const next = join(work, 'gallery-next');
    cpSync(galleryDist, next, { recursive: true });
    const concerts = join(next, 'assets', 'docs', 'gallery-video-list.txt');
    const list = JSON.parse(readFileSync(concerts, 'utf8')) as unknown[];
    list.unshift({ ...newConcert, display: true, content: ['M7lc1UVf-VE'] });
    writeFileSync(concerts, JSON.stringify(list));
    ids.preview = idOf(
      await releaseCommandSucceeds(
        env,
        ['release', '--version', '2.0.0', '--dist', next],
        galleryWorkspace,
      ),
    );
    await releaseCommandSucceeds(env, ['promote', 'gallery', '1.0.0', '--skip-checks']);
  });

  test('a promoted release is served by the release host and drawn by the shell', async ({
    request,
  }) => {
    const released = `${releaseHostUrl}gallery/${ids.live}/`;
    await expect.poll(liveGallery, { timeout: 5_000 }).toBe(`${released}mf-manifest.json`);
    const manifest = await request.get(`${released}mf-manifest.json`, {
      headers: { origin: shellUrl },
    });
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['access-control-allow-origin']).toBe(shellUrl);

    const response = await request.get(`${shellUrl}/gallery/photo`);
    expect(response.status()).toBe(200);
    const page = await drawnPage(response);
    expect(page.headings).toEqual(['Photo Gallery']);
    expect(page.views).toContain('gallery/AlbumListPage');
    // its content read from that release, and its code loaded from there in the browser
    expect(Object.keys(page.content)).not.toEqual([]);
    for (const url of Object.keys(page.content)) expect(url).toContain(released);
    expect(page.html).toContain(`${released}static/js/`);
  });

  test('a preview shows the next release to one browser only', async ({ playwright }) => {
    const token = await releaseCommandSucceeds(releaseEnv(), ['preview-token', 'gallery', '2.0.0']);
    const path = `/gallery/concert/${newConcert.url}`;

    const previewer = await playwright.request.newContext({ baseURL: shellUrl });
    const previewed = await previewer.get(`${path}?preview=${token}`);
    expect(previewed.status()).toBe(200);
    expect(previewed.url()).toBe(`${shellUrl}${path}`);
    const page = await drawnPage(previewed);
    expect(page.titles).toEqual([`${newConcert.title}${suffix}`]);
    expect(page.headings).toEqual([newConcert.title]);
    expect(page.html).toContain(`data-release="${ids.preview}"`);
    expect(previewed.headers()['x-robots-tag']).toBe('noindex');
    await previewer.dispose();

    const everyoneElse = await playwright.request.newContext({ baseURL: shellUrl });
    const live = await everyoneElse.get(path);
    expect(live.status()).toBe(404);
    expect(await live.text()).not.toContain('data-release=');
    await everyoneElse.dispose();
  });
});

/**
 * The enquiry form without JavaScript, posted through the shell artifact's /api proxy to the
 * enquiry artifact, which answers with its own pages. Each outcome of the form post gets its
 * test here; `formWithoutScripts` opens the contact page in such a browser.
 */
test.describe('the enquiry form posted without JavaScript', () => {
  async function formWithoutScripts(browser: Browser, query = ''): Promise<Page> {
    const page = await pageWithoutScripts(browser);
    await page.goto(`${shellUrl}/contact${query}`);
    return page;
  }

  test('is checked once on the enquiry server’s page, then thanked and stored once, whatever the visitor does', async ({
    browser,
  }) => {
    const page = await formWithoutScripts(browser, '?instrument=violin');
    const name = `Form Parent ${Date.now()}`;
    await enquiryField(page, 'Name').fill(name);
    await enquiryField(page, 'Mobile number').fill('012-3456789');
    await page.getByRole('button', { name: 'Submit' }).click();

    // Post/Redirect/Get: the post is answered 303 to its page
    await expect(page).toHaveURL(/\/api\/general\/enquiry\/form\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your enquiry' })).toBeVisible();
    await expect(page).toHaveTitle(/^Check your enquiry \| Harmoni Music School/);
    expect(storedEnquiries().filter((row) => row.name === name)).toEqual([]);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(`${shellUrl}/api/general/enquiry/form/sent`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('We shall contact you as quickly as practicable.')).toBeVisible();
    expect(storedEnquiries().filter((row) => row.name === name)).toMatchObject([
      { class: 'Violin', phone: '+60123456789', prefer: 'WhatsApp' },
    ]);

    // reload, Back to the check page, Back to the contact page and Submit again: stored once
    await page.reload();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await page.goBack();
    await enquiryField(page, 'Name').fill(name);
    await enquiryField(page, 'Mobile number').fill('012-3456789');
    await page.getByRole('combobox', { name: 'Class' }).selectOption('Violin');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(storedEnquiries().filter((row) => row.name === name)).toHaveLength(1);
  });

  test("draws each field's error with the values kept, and stores nothing", async ({ browser }) => {
    const page = await formWithoutScripts(browser);
    const name = `Form Mistake ${Date.now()}`;
    await enquiryField(page, 'Name').fill(name);
    await enquiryField(page, 'Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiry form' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Please correct the fields marked below, then press Submit again.',
    );
    await expect(enquiryField(page, 'Mobile number')).toHaveValue('12345');
    await expect(enquiryField(page, 'Mobile number')).toHaveAccessibleDescription(
      /Invalid mobile number\.$/,
    );
    await expect(enquiryField(page, 'Name')).toHaveValue(name);
    expect(storedEnquiries().filter((row) => row.name === name)).toEqual([]);
  });

  test('a form longer than an enquiry can be gets the site’s page (413), not JSON', async ({
    browser,
  }) => {
    const page = await formWithoutScripts(browser);
    await enquiryField(page, 'Name').fill('Long Writer');
    await enquiryField(page, 'Mobile number').fill('012-3456789');
    await enquiryField(page, 'Comments / Questions (optional)').fill('x'.repeat(9 * 1024));
    const answer = page.waitForResponse(/\/api\/general\/enquiry\/form$/);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Message us on WhatsApp' })).toBeVisible();
  });

  test('the failure page offers the messaging link with the class, and another site is refused', async ({
    browser,
    request,
  }) => {
    const page = await pageWithoutScripts(browser);
    await page.goto(`${shellUrl}/api/general/enquiry/form/not-sent?reason=not-saved&class=Violin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops...' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Message us on WhatsApp' });
    expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain('violin classes');

    const forged = await request.post(`${shellUrl}/api/general/enquiry/form`, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      form: {
        class: 'Piano',
        title: 'Mr',
        name: 'Forged',
        phone: '012-3456789',
        prefer: 'WhatsApp',
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).not.toContain('Forged');
  });
});
