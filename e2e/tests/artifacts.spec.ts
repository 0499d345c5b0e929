import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps } from '@harmoni/shared/apps';
import type { ReleaseFiles } from '@harmoni/tooling/releaseFiles';
import {
  artifactPorts,
  packArtifacts,
  startArtifact,
  unpack,
  type ArtifactName,
  type RunningArtifact,
} from '../support/artifacts';
import { expectPanelOpen, panelSummaries } from '../support/accordion';
import { waitForHydratedMain } from '../support/hydration';
import { testServerEnv } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * The six deployables as a host gets them: each artifact unpacked into an empty folder outside
 * the repository, started with `node server.mjs` and the environment only, and the site drawn
 * through them: the shell's pages with the remotes' unpacked releases, an enquiry stored by the
 * unpacked enquiry server.
 */
test.describe.configure({ mode: 'serial' });

const shellUrl = `http://localhost:${artifactPorts.shell}`;
const enquiryUrl = `http://127.0.0.1:${artifactPorts.enquiry}`;
const running = new Map<ArtifactName, RunningArtifact>();

/** The registry a deployment writes: each remote's URL and the digests its release carries. */
function registryFor(folders: Map<string, string>): string {
  const remotes = Object.fromEntries(
    remoteApps.map((remote) => {
      const folder = folders.get(remote.workspace) ?? '';
      const release = JSON.parse(
        readFileSync(join(folder, 'dist', 'release.json'), 'utf8'),
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
  packArtifacts();
  console.log(`packed the artifacts in ${Date.now() - started} ms`);
  const folders = new Map<string, string>();
  for (const name of Object.keys(artifactPorts) as ArtifactName[]) folders.set(name, unpack(name));
  const folder = (name: ArtifactName) => folders.get(name) ?? '';

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
  // the registry where the shell's server looks by default: beside its build
  writeFileSync(join(folder('shell'), 'registry.json'), registryFor(folders));
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
      ...testServerEnv,
    }),
  );
  console.log(`packed, unpacked and started them in ${Date.now() - started} ms`);
});

test.afterAll(async () => {
  await Promise.all([...running.values()].map((artifact) => artifact.stop()));
});

test('each artifact holds compiled JavaScript and production packages, its start script plain node', () => {
  for (const [name, artifact] of running) {
    const manifest = JSON.parse(readFileSync(join(artifact.folder, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies?: unknown;
    };
    expect(manifest.scripts.start, name).toBe('node server.mjs');
    expect(manifest.devDependencies, name).toBeUndefined();
    expect(Object.keys(manifest.dependencies), name).toContain('fastify');
    // no TypeScript runner: production runs what the build compiled
    expect(Object.keys(manifest.dependencies), name).not.toContain('tsx');
    expect(() => artifact.run(['-e', "require.resolve('tsx')"]), name).toThrow();
    expect(readFileSync(join(artifact.folder, 'Dockerfile'), 'utf8'), name).toContain(
      'CMD ["node", "server.mjs"]',
    );
  }
});

test('every artifact answers its health check', async ({ request }) => {
  for (const [name, artifact] of running) {
    const health = await request.get(`${artifact.url}/healthz`);
    expect(health.status(), name).toBe(200);
  }
  expect(await (await request.get(`${enquiryUrl}/healthz`)).json()).toMatchObject({
    status: 'ok',
    database: 'SQLite',
  });
});

const drawn = [
  { path: '/lesson/piano', module: 'lessons/LessonPage', heading: 'Piano Lessons' },
  { path: '/gallery/photo', module: 'gallery/AlbumListPage', heading: 'Photo Gallery' },
  { path: '/terms', module: 'about/TermsPage', heading: 'Terms and Conditions' },
  { path: '/contact', module: 'contact/ContactPage', heading: 'Contact Us' },
];

test("the shell artifact draws each remote's page with that remote artifact's view", async ({
  request,
}) => {
  for (const { path, module, heading } of drawn) {
    const html = await (await request.get(`${shellUrl}${path}`)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).toContain(`"${module}"`);
  }
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
  // the artifact's own command reads the database it keeps in its data/ folder
  const enquiry = running.get('enquiry');
  const stored = JSON.parse(enquiry?.run(['dist-server/cli/enquiries.mjs', '--json']) ?? '[]') as {
    name: string;
  }[];
  expect(stored.map((row) => row.name)).toContain(name);
});
