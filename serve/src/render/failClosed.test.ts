/** @jest-environment node */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellViewFile } from '@harmoni/shared/buildOutput';
import { buildAppServer } from '../appServer';
import { createFakeDist, fakeFiles } from '../testing/fakeDist';
import { fakeShellView } from '../testing/fakeShellView';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { listen, request, untilHealthy } from '../testing/http';
import { registryOf } from '../testing/registry';
import { galleryFiles, lessonFiles } from '../testing/siteFixtures';
import type { IsolationReport } from './serverViewPolicy';

/**
 * Containment fails closed: on a host where bubblewrap cannot make the workers' sandbox (here a
 * bwrap first on PATH that refuses, or one that runs the command without isolating it), the
 * shell's server runs no remote's view, says so at start whatever the log settings, and
 * /healthz tells; the operator may name remotes whose views then run unisolated, those only.
 */
jest.setTimeout(60_000);

/** Each remote's view draws its own name, so the page shows which views ran. */
const viewOf = (name: string, exposed: string) => `
exports.loadRemoteViews = () => ({
  './${exposed}': { draw: async () => ({ html: '${name} drawn on the server', facts: { status: 'found' } }) },
});`;

/** The shell's view: "shell only" where no region is drawn on the server. */
const shellView = fakeShellView();

let lessons: FakeRemote;
let gallery: FakeRemote;
let fakes: string;
const lessonsView = viewOf('lessons', 'LessonPage');
const galleryView = viewOf('gallery', 'AlbumListPage');

beforeAll(async () => {
  [lessons, gallery] = await Promise.all([
    startFakeRemote(lessonFiles),
    startFakeRemote(galleryFiles),
  ]);
  lessons.files.set('ssr/remoteViews.l.cjs', lessonsView);
  gallery.files.set('ssr/remoteViews.g.cjs', galleryView);
  fakes = mkdtempSync(join(tmpdir(), 'harmoni-fake-bwrap-'));
  const fake = (name: string, script: string) => {
    mkdirSync(join(fakes, name));
    writeFileSync(join(fakes, name, 'bwrap'), script);
    chmodSync(join(fakes, name, 'bwrap'), 0o755);
  };
  // what Docker's default profile answers
  fake(
    'refusing',
    '#!/bin/sh\necho "bwrap: No permissions to create a new namespace" >&2\nexit 1\n',
  );
  // exits 0 and runs the command, without any namespace
  fake(
    'pretending',
    '#!/bin/sh\nwhile [ "$#" -gt 0 ] && [ "$1" != "--" ]; do shift; done\nshift\nexec "$@"\n',
  );
});

afterAll(async () => {
  await Promise.all([lessons.close(), gallery.close()]);
  rmSync(fakes, { recursive: true, force: true });
});

interface Started {
  base: string;
  /** the warning lines the server wrote while it started */
  notices: string;
  close(): Promise<void>;
}

async function startShell(env: Record<string, string> = {}): Promise<Started> {
  const dist = createFakeDist({
    ...fakeFiles,
    [shellViewFile]: shellView,
    'registry.json': JSON.stringify(
      registryOf({
        lessons: { base: lessons.base, file: 'ssr/remoteViews.l.cjs', code: lessonsView },
        gallery: { base: gallery.base, file: 'ssr/remoteViews.g.cjs', code: galleryView },
      }),
    ),
  });
  let notices = '';
  const app = buildAppServer({
    workspace: 'shell',
    root: dist.root,
    env: {
      PATH: process.env.PATH ?? '',
      LESSONS_URL: lessons.base,
      GALLERY_URL: gallery.base,
      REGISTRY_FILE: join(dist.root, 'registry.json'),
      ...env,
    },
    // written whatever --log says: the lines an operator reads
    logStream: { write: (line) => (notices += line) },
  });
  const base = await listen(app);
  await untilHealthy(base);
  return {
    base,
    notices,
    close: async () => {
      await app.close();
      dist.remove();
    },
  };
}

const mainOf = async (base: string, path: string) =>
  /<main>(.*?)<\/main>/.exec(
    (await request(`${base}${path}`, { headers: { accept: 'text/html' } })).body,
  )?.[1];

const isolationOf = async (base: string) =>
  ((await request(`${base}/healthz`)).json() as { isolation: IsolationReport }).isolation;

const withPath = (fake: string) => `${join(fakes, fake)}:${process.env.PATH ?? ''}`;

it('isolated (the real bwrap): every remote view runs on the server, and /healthz says so', async () => {
  const shell = await startShell();
  try {
    expect(await mainOf(shell.base, '/lesson/piano')).toBe('lessons drawn on the server');
    expect(await mainOf(shell.base, '/gallery/photo')).toBe('gallery drawn on the server');
    expect(await isolationOf(shell.base)).toEqual({
      isolated: true,
      remoteViews: 'isolated',
      unisolated: [],
    });
    expect(shell.notices).not.toContain('isolat');
  } finally {
    await shell.close();
  }
});

it("where bwrap refuses: no remote view runs, the shell's own still does, a warning is written and /healthz tells", async () => {
  const shell = await startShell({ PATH: withPath('refusing') });
  try {
    expect(await mainOf(shell.base, '/lesson/piano')).toBe('shell only');
    expect(await mainOf(shell.base, '/gallery/photo')).toBe('shell only');
    const health = await request(`${shell.base}/healthz`);
    expect(health.statusCode).toBe(200);
    expect(await isolationOf(shell.base)).toEqual({
      isolated: false,
      reason: expect.stringContaining('exited 1: bwrap: No permissions to create a new namespace'),
      remoteViews: 'browser',
      unisolated: [],
    });
    const line = shell.notices.split('\n').find((written) => written.includes('isolated'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 40,
      msg: expect.stringMatching(
        /^Render workers cannot be isolated on this host .*no remote's view runs on this server/,
      ),
    });
  } finally {
    await shell.close();
  }
});

it('a bwrap that runs the command without isolating it is not trusted either', async () => {
  const shell = await startShell({ PATH: withPath('pretending') });
  try {
    expect(await mainOf(shell.base, '/lesson/piano')).toBe('shell only');
    expect((await isolationOf(shell.base)).reason).toMatch(
      /does not isolate: the probe ran as user \d+, not 65534/,
    );
  } finally {
    await shell.close();
  }
});

it('RENDER_UNISOLATED_REMOTES runs the views of the remotes it names, those only, and says so', async () => {
  const shell = await startShell({
    PATH: withPath('refusing'),
    RENDER_UNISOLATED_REMOTES: 'lessons',
  });
  try {
    expect(await mainOf(shell.base, '/lesson/piano')).toBe('lessons drawn on the server');
    expect(await mainOf(shell.base, '/gallery/photo')).toBe('shell only');
    expect(await isolationOf(shell.base)).toMatchObject({
      isolated: false,
      remoteViews: 'unisolated',
      unisolated: ['lessons'],
    });
    expect(shell.notices).toContain('the views of lessons run on this server WITHOUT isolation');
  } finally {
    await shell.close();
  }
});

it('RENDER_NETWORK_ISOLATION=off is not read any more: said, and the workers stay isolated', async () => {
  const shell = await startShell({ RENDER_NETWORK_ISOLATION: 'off' });
  try {
    expect(shell.notices).toContain('RENDER_NETWORK_ISOLATION=off is no longer read');
    expect((await isolationOf(shell.base)).isolated).toBe(true);
    expect(await mainOf(shell.base, '/lesson/piano')).toBe('lessons drawn on the server');
  } finally {
    await shell.close();
  }
});

it('a remote RENDER_UNISOLATED_REMOTES names that does not exist stops the start, named', async () => {
  await expect(startShell({ RENDER_UNISOLATED_REMOTES: 'lessons,galery' })).rejects.toThrow(
    'RENDER_UNISOLATED_REMOTES names "galery", which is not a remote: one of lessons, gallery, about, contact',
  );
});
