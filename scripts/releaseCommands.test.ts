/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  buildReleaseHost,
  historyOf,
  readPreviewToken,
  readRegistryFile,
} from '@harmoni/serve/registry';
import Fastify, { type FastifyInstance } from 'fastify';
import { fakeReleaseFiles, fakeReleaseRecord } from '../serve/src/testing/fakeRelease';
import { listen } from '../serve/src/testing/http';
import {
  previewTokenCommand,
  promoteCommand,
  releaseCommand,
  releasesCommand,
  rollbackCommand,
  shellPreviewWarning,
} from './releaseCommands';
import type { runIntegrationGate } from './gate/integrationGate';
import type { ReleaseSteps } from './releaseSteps';
import { contentHash } from './releaseStore';

const secret = 'a-preview-secret-of-at-least-32-characters';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

let work: string;
let host: FastifyInstance;
let env: Record<string, string>;
const workspaceDir = () => join(work, 'mf-gallery');
const registryText = () => readFileSync(env.REGISTRY_FILE ?? '', 'utf8');

/** What the release ran: the folders it built into, the content it checked. */
let ran: { built: string[]; checked: string[]; workspaces: string[] };

/** The release's build and content check, faked: the build writes the gallery marked `mark`. */
function fakeSteps(
  mark: string,
  { exposes, problems = [] }: { exposes?: string[]; problems?: string[] } = {},
): ReleaseSteps {
  return {
    build: async (_workspace, outDir) => {
      ran.built.push(outDir);
      writeFiles(outDir, fakeReleaseFiles('gallery', { mark, exposes }));
    },
    checkContent: async (workspace, target) => {
      ran.workspaces.push(workspace);
      ran.checked.push('root' in target ? target.root : target.url);
      return problems;
    },
  };
}

/** The integration gate, faked: it passes (scripts/gate has its own tests). */
const gatePassed =
  'integration gate: 3 pages over HTTP (live and preview), 2 in Chromium, 1.0 s, passed';
const passingGate: typeof runIntegrationGate = async () => ({
  failures: [],
  summary: { pagesOverHttp: 3, pagesInBrowser: 2, tookMs: 1_000 },
  line: gatePassed,
});

/** `npm run promote`, its content check and gate faked: no problems unless given. */
function promote(argv: string[], env: Record<string, string>, problems: string[] = []) {
  return promoteCommand(argv, env, {
    steps: fakeSteps('unused', { problems }),
    workspaceRoot: work,
    gate: passingGate,
    log: () => undefined,
  });
}

/** Releases the gallery built anew with the given mark as `version`. */
async function release(version: string, mark: string, now: Date): Promise<string> {
  return releaseCommand(['--version', version], env, {
    workspaceDir: workspaceDir(),
    now,
    steps: fakeSteps(mark),
  });
}

/** A plain server on a free port: its base URL, without a trailing '/'. */
async function listenOn(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const idIn = (output: string) => /gallery (\S+)/.exec(output)?.[1] ?? '';

beforeEach(async () => {
  ran = { built: [], checked: [], workspaces: [] };
  work = mkdtempSync(join(tmpdir(), 'harmoni-releases-'));
  writeFiles(workspaceDir(), { 'package.json': JSON.stringify({ name: 'mf-gallery' }) });
  mkdirSync(join(work, 'store'));
  host = buildReleaseHost({ root: join(work, 'store'), env: {} });
  const releasesUrl = `${await listen(host)}/`;
  env = {
    RELEASE_STORE: join(work, 'store'),
    REGISTRY_FILE: join(work, 'registry.json'),
    RELEASES_URL: releasesUrl,
    PREVIEW_SECRET: secret,
  };
});
afterEach(async () => {
  await host.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run release', () => {
  it('publishes a build once, named by version and content hash, and records it unpromoted', async () => {
    const output = await release('1.0.0', 'v1', new Date('2026-11-01T00:00:00Z'));
    const id = idIn(output);
    expect(id).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
    const folder = join(env.RELEASE_STORE ?? '', 'gallery', id);
    expect(readFileSync(join(folder, 'static/js/gallery.v1.js'), 'utf8')).toContain('v1');
    const kept = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')) as {
      integrity: Record<string, string>;
    };
    // every script and style sheet it serves, and its manifest
    expect(Object.keys(kept.integrity).sort()).toEqual([
      'mf-manifest.json',
      'ssr/remoteViews.cjs',
      'static/css/async/__federation_expose_AlbumListPage.v1.css',
      'static/js/async/__federation_expose_AlbumListPage.v1.js',
      'static/js/gallery.v1.js',
    ]);
    const registry = readRegistryFile(env.REGISTRY_FILE ?? '');
    expect(registry.remotes.gallery?.live).toBeUndefined();
    expect(registry.remotes.gallery?.releases?.[id]).toMatchObject({
      url: `${env.RELEASES_URL}gallery/${id}/`,
      integrity: kept.integrity,
      publishedAt: '2026-11-01T00:00:00.000Z',
    });

    // the same build again changes nothing
    expect(await release('1.0.0', 'v1', new Date())).toMatch(/^Already published gallery /);
    expect(registryText()).toContain('2026-11-01T00:00:00.000Z');
  });

  it('never overwrites a release folder that holds other bytes', async () => {
    const id = idIn(await release('1.0.0', 'v1', new Date()));
    const entry = join(env.RELEASE_STORE ?? '', 'gallery', id, 'static/js/gallery.v1.js');
    writeFileSync(entry, 'alert("changed in the store")');
    const before = registryText();
    await expect(release('1.0.0', 'v1', new Date())).rejects.toThrow(
      /already published with other bytes \(static\/js\/gallery\.v1\.js\); a release is never overwritten/,
    );
    expect(readFileSync(entry, 'utf8')).toBe('alert("changed in the store")');
    expect(registryText()).toBe(before);
  });

  it('builds into a folder of its own, checks the content first, and leaves dist/ as it was', async () => {
    const dist = join(workspaceDir(), 'dist');
    writeFiles(dist, fakeReleaseFiles('gallery', { mark: 'live' }));
    const before = contentHash(dist);
    await release('1.0.0', 'v1', new Date());
    expect(ran.checked).toEqual([join(workspaceDir(), 'public')]);
    expect(ran.built).toHaveLength(1);
    expect(ran.built[0]?.startsWith(workspaceDir())).toBe(false);
    // the build's own folder is gone once the store has its copy
    expect(existsSync(ran.built[0] ?? '')).toBe(false);
    expect(contentHash(dist)).toBe(before);
  });

  it('publishes a finished build as it is with --dist, after checking its content', async () => {
    const finished = join(work, 'finished');
    writeFiles(finished, fakeReleaseFiles('gallery', { mark: 'v7' }));
    const id = idIn(
      await releaseCommand(['--version', '7.0.0', '--dist', finished], env, {
        workspaceDir: workspaceDir(),
        steps: fakeSteps('unused'),
      }),
    );
    expect(ran).toMatchObject({ built: [], checked: [finished] });
    expect(
      existsSync(join(env.RELEASE_STORE ?? '', 'gallery', id, 'static/js/gallery.v7.js')),
    ).toBe(true);
  });

  it('refuses content its check finds wrong, naming each problem, before building anything', async () => {
    const problem =
      'assets/docs/articles/directory.json: entry "piano-tips", field published_at: must be a date like 2024-03-05';
    await expect(
      releaseCommand(['--version', '1.0.0'], env, {
        workspaceDir: workspaceDir(),
        steps: fakeSteps('v1', { problems: [problem] }),
      }),
    ).rejects.toThrow(
      `Refused to release: its content has problems (npm run content:check):\n  - ${problem}`,
    );
    expect(ran.built).toEqual([]);
    expect(existsSync(env.REGISTRY_FILE ?? '')).toBe(false);
  });

  it('refuses a version that could name another folder', async () => {
    await expect(release('../1.0.0', 'v1', new Date())).rejects.toThrow(/is not a version/);
  });
});

describe('npm run promote, rollback and releases', () => {
  it('promotes checked releases, rolls back to the one live before, and lists them', async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date('2026-11-01T00:00:00Z')));
    const v2 = idIn(await release('2.0.0', 'v2', new Date('2026-11-02T00:00:00Z')));
    expect(await promote(['gallery', '1.0.0'], env)).toBe(
      `${gatePassed}\ngallery ${v1} is live (${env.RELEASES_URL}gallery/${v1}/)`,
    );
    await promote(['gallery', v2], env);
    expect(readRegistryFile(env.REGISTRY_FILE ?? '').remotes.gallery?.live?.id).toBe(v2);
    expect(releasesCommand(['gallery'], env)).toMatch(
      new RegExp(
        `^gallery releases \\(\\* live\\):\\n  ${v1} +published 2026-11-01T00:00:00.000Z  last promoted .*\\n\\* ${v2} +published 2026-11-02`,
      ),
    );

    expect(await rollbackCommand(['gallery'], env)).toBe(
      `gallery rolled back from ${v2} to ${v1} (${env.RELEASES_URL}gallery/${v1}/)`,
    );
    expect(readRegistryFile(env.REGISTRY_FILE ?? '').remotes.gallery?.live?.id).toBe(v1);
    await expect(rollbackCommand(['gallery'], env)).rejects.toThrow(
      new RegExp(
        `gallery ${v1} is the first release promoted, and the registry records nothing live before it`,
      ),
    );
  });

  it('records who, when, the files that changed and the checks of each step, for --history', async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date('2026-11-01T00:00:00Z')));
    const v2 = idIn(await release('2.0.0', 'v2', new Date('2026-11-02T00:00:00Z')));
    expect(releasesCommand(['gallery', '--history'], env)).toBe(
      'gallery has no promotes or rollbacks recorded yet',
    );
    const steps = fakeSteps('unused');
    await promoteCommand(
      ['gallery', v1],
      { ...env, USER: 'ana' },
      {
        steps,
        workspaceRoot: work,
        now: new Date('2026-11-03T10:00:00Z'),
        gate: passingGate,
        log: () => undefined,
      },
    );
    await promoteCommand(
      ['gallery', v2, '--by', 'Mei (gallery team)'],
      { ...env, USER: 'ana' },
      {
        steps,
        workspaceRoot: work,
        now: new Date('2026-11-04T10:00:00Z'),
        gate: passingGate,
        log: () => undefined,
      },
    );
    await rollbackCommand(
      ['gallery'],
      { ...env, USER: 'ana' },
      {
        now: new Date('2026-11-05T10:00:00Z'),
      },
    );
    // the files of the release made live that differ from the one it replaced
    const named = (mark: string) =>
      `static/css/async/__federation_expose_AlbumListPage.${mark}.css, static/js/async/__federation_expose_AlbumListPage.${mark}.js, static/js/gallery.${mark}.js`;
    const filesOf = (now: string, was: string) =>
      `    files: 2 changed (mf-manifest.json, ssr/remoteViews.cjs); 3 added (${named(now)}); 3 removed (${named(was)})`;
    const checks =
      'passed: 5 files served as recorded, on a release host, the modules the shell loads exposed';
    expect(releasesCommand(['gallery', '--history'], env).split('\n')).toEqual([
      'gallery history (newest first):',
      `2026-11-05T10:00:00.000Z rolled back to ${v1} (was ${v2}), by ana`,
      filesOf('v1', 'v2'),
      `    checks: ${checks}`,
      `2026-11-04T10:00:00.000Z promoted ${v2} for everyone (was ${v1}), by Mei (gallery team)`,
      filesOf('v2', 'v1'),
      `    checks: ${checks}, content checked as served; ${gatePassed}`,
      `2026-11-03T10:00:00.000Z promoted ${v1} for everyone (was none), by ana`,
      expect.stringMatching(/^ {4}files: 5 added \(/),
      `    checks: ${checks}, content checked as served; ${gatePassed}`,
    ]);
    // a refused promote changes nothing, its history neither
    const before = registryText();
    await expect(promote(['gallery', v2, '--by'], env)).rejects.toThrow(/--by/);
    expect(registryText()).toBe(before);
  });

  it('runs a canary: --canary 10, then 50, shown by releases; rollback ends it, a promote finishes it', async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date('2026-11-01T00:00:00Z')));
    const v2 = idIn(await release('2.0.0', 'v2', new Date('2026-11-02T00:00:00Z')));
    await promote(['gallery', v1], env);
    const gallery = () => readRegistryFile(env.REGISTRY_FILE ?? '').remotes.gallery;
    expect(await promote(['gallery', '2.0.0', '--canary', '10', '--by', 'mei'], env)).toBe(
      `${gatePassed}\ngallery ${v2} is live for 10% of visitors (a canary); everyone else keeps ${v1}\nFor everyone: npm run promote -- gallery ${v2}; to end it: npm run rollback -- gallery`,
    );
    expect(gallery()?.live?.id).toBe(v1);
    expect(gallery()?.canary).toMatchObject({ id: v2, share: 10 });
    await promote(['gallery', '2.0.0', '--canary', '50', '--by', 'mei'], env);
    expect(gallery()?.canary).toMatchObject({ id: v2, share: 50 });
    expect(releasesCommand(['gallery'], env)).toMatch(
      new RegExp(
        `\\n  ${v2} +published 2026-11-02T00:00:00.000Z  canary: 50% of visitors since 20`,
      ),
    );
    await expect(promote(['gallery', v2, '--canary', '100'], env)).rejects.toThrow(
      /a whole number from 1 to 99/,
    );

    expect(await rollbackCommand(['gallery', '--by', 'ana'], env)).toBe(
      `gallery canary ${v2} (50% of visitors) ended; everyone gets ${v1}`,
    );
    expect(gallery()?.canary).toBeUndefined();
    expect(gallery()?.live?.id).toBe(v1);

    await promote(['gallery', v2, '--canary', '10'], env);
    await promote(['gallery', v2, '--by', 'mei'], env);
    expect(gallery()?.canary).toBeUndefined();
    expect(gallery()?.live?.id).toBe(v2);
    const history = releasesCommand(['gallery', '--history'], env)
      .split('\n')
      .filter((line) => !line.startsWith('    '));
    expect(history.slice(1, 6).map((line) => line.replace(/^\S+ /, ''))).toEqual([
      `promoted ${v2} for everyone (was ${v1}), by mei`,
      `canary ${v2} for 10% of visitors (was ${v1}), by unknown`,
      `canary ${v2} ended, everyone on ${v1}, by ana`,
      `canary ${v2} for 50% of visitors (was ${v1}), by mei`,
      `canary ${v2} for 10% of visitors (was ${v1}), by mei`,
    ]);
  });

  it('refuses a release whose files changed after it was published; the registry is unchanged', async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date()));
    await promote(['gallery', v1], env);
    const v2 = idIn(await release('2.0.0', 'v2', new Date()));
    writeFileSync(
      join(env.RELEASE_STORE ?? '', 'gallery', v2, 'static/js/gallery.v2.js'),
      'tampered',
    );
    const before = registryText();
    await expect(promote(['gallery', '2.0.0'], env)).rejects.toThrow(
      new RegExp(
        `Refused to promote gallery ${v2}; the live site is unchanged:\\n  - static/js/gallery.v2.js as served does not match`,
      ),
    );
    expect(registryText()).toBe(before);
  });

  it('refuses a release that lacks a module the shell loads', async () => {
    await releaseCommand(['--version', '1.0.0'], env, {
      workspaceDir: workspaceDir(),
      steps: fakeSteps('v1', { exposes: ['HomeEvents'] }),
    });
    await expect(promote(['gallery', '1.0.0'], env)).rejects.toThrow(
      /does not expose what the shell loads from gallery: .*AlbumPage/,
    );
    expect(readRegistryFile(env.REGISTRY_FILE ?? '').remotes.gallery?.live).toBeUndefined();
  });

  it("refuses a release whose content the remote's check finds wrong, as served", async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date()));
    const before = registryText();
    ran = { built: [], checked: [], workspaces: [] };
    await expect(
      promote(['gallery', '1.0.0'], env, [
        'assets/docs/event.txt: recital › date: must be a date like 2026-03-05',
      ]),
    ).rejects.toThrow(
      `Refused to promote gallery ${v1}; the live site is unchanged:\n  - content: assets/docs/event.txt: recital › date: must be a date like 2026-03-05`,
    );
    // the check read the release where it is served, with the gallery's own content check
    expect(ran.checked).toEqual([`${env.RELEASES_URL}gallery/${v1}/`]);
    expect(ran.workspaces).toEqual([join(work, 'mf-gallery')]);
    expect(registryText()).toBe(before);
  });

  it('rolls the first promote back to the local build it replaced, as the build is now', async () => {
    // the local build, served where the shell loads it from (here: from the release host)
    const local = (mark: string) => {
      const files = fakeReleaseFiles('gallery', { mark });
      writeFiles(join(env.RELEASE_STORE ?? '', 'gallery', 'local'), files);
      const { url, entry, serverView, integrity } = fakeReleaseRecord(
        files,
        `${env.RELEASES_URL}gallery/local/`,
        'unused',
      );
      return { url, entry, serverView, integrity };
    };
    const built = local('built');
    writeFileSync(
      env.REGISTRY_FILE ?? '',
      JSON.stringify({ remotes: { gallery: { live: built } } }),
    );
    const v1 = idIn(await release('1.0.0', 'v1', new Date()));
    await promote(['gallery', v1], env);

    // rebuilt since the promote: the rollback takes the build as it is now
    const rebuilt = local('rebuilt');
    expect(await rollbackCommand(['gallery'], env, { localBuild: () => rebuilt })).toBe(
      `gallery rolled back from ${v1} to the local build (${rebuilt.url})`,
    );
    expect(readRegistryFile(env.REGISTRY_FILE ?? '').remotes.gallery?.live).toEqual(rebuilt);
    expect(releasesCommand(['gallery'], env)).toMatch(
      new RegExp(
        `^gallery releases \\(\\* live\\):\\n\\* the build at ${rebuilt.url} \\(not published\\)\\n  ${v1} `,
      ),
    );
  });

  it('says how to get the local build back when it is not served as recorded', async () => {
    const local = { url: 'http://localhost:9/', integrity: { 'mf-manifest.json': 'sha384-x' } };
    writeFileSync(
      env.REGISTRY_FILE ?? '',
      JSON.stringify({ remotes: { gallery: { live: local } } }),
    );
    const v1 = idIn(await release('1.0.0', 'v1', new Date()));
    await promote(['gallery', v1], env);
    const before = registryText();
    // the gallery's own host (a release host) is where that build was served
    const galleryAt9 = { ...env, GALLERY_URL: 'http://localhost:9' };
    await expect(rollbackCommand(['gallery'], galleryAt9)).rejects.toThrow(
      /^Refused to roll back to gallery \(the build at http:\/\/localhost:9\/\); the live site is unchanged:\n {2}- its manifest does not load: [^\n]*\nServe that build \(npm start, or npm run start -w mf-gallery\) and roll back again$/,
    );
    expect(registryText()).toBe(before);
  });

  it('refuses unknown remotes and releases with a clear message', async () => {
    await expect(promote(['piano', '1.0.0'], env)).rejects.toThrow(
      /Name a remote: lessons, gallery, about, contact/,
    );
    await expect(promote(['gallery', '7.0.0'], env)).rejects.toThrow(
      /gallery has no published release "7.0.0"/,
    );
    expect(releasesCommand(['about'], env)).toBe('about has no published releases yet');
  });
});

describe('release hosts (RELEASE_HOSTS)', () => {
  /** A server that counts who asked it: the enquiry server, as a publisher might aim at it. */
  async function enquiryServer() {
    let asked = 0;
    const app = Fastify();
    app.get('/*', async () => {
      asked += 1;
      return 'enquiries';
    });
    const base = `${await listen(app)}/`;
    return { base, asked: () => asked, close: () => app.close() };
  }

  it("refuses to publish at the enquiry server's address; nothing is stored or recorded", async () => {
    const enquiry = await enquiryServer();
    try {
      const aimed = { ...env, RELEASES_URL: enquiry.base, RELEASE_HOSTS: env.RELEASES_URL ?? '' };
      writeFiles(join(workspaceDir(), 'dist'), fakeReleaseFiles('gallery'));
      await expect(
        releaseCommand(['--version', '1.0.0'], aimed, { workspaceDir: workspaceDir() }),
      ).rejects.toThrow(
        `Refused to publish gallery at ${enquiry.base}: ${enquiry.base.slice(0, -1)} is not a release host (RELEASE_HOSTS: ${env.RELEASES_URL?.slice(0, -1)}); nothing was changed`,
      );
      expect(readdirSync(env.RELEASE_STORE ?? '')).toEqual([]);
      expect(readRegistryFile(env.REGISTRY_FILE ?? '')).toEqual({ remotes: {} });
    } finally {
      await enquiry.close();
    }
  });

  it('refuses to promote a release whose recorded URL was changed to another host, without asking it', async () => {
    const enquiry = await enquiryServer();
    try {
      const id = idIn(await release('1.0.0', 'v1', new Date()));
      const edited = registryText().replaceAll(
        `${env.RELEASES_URL}gallery/`,
        `${enquiry.base}gallery/`,
      );
      writeFileSync(env.REGISTRY_FILE ?? '', edited);
      await expect(promote(['gallery', id], env)).rejects.toThrow(
        `Refused to promote gallery ${id} (${enquiry.base}gallery/${id}/): ${enquiry.base.slice(0, -1)} is not a release host`,
      );
      expect(enquiry.asked()).toBe(0);
      expect(registryText()).toBe(edited);
    } finally {
      await enquiry.close();
    }
  });

  it('names what RELEASE_HOSTS must hold when it holds something else', async () => {
    await expect(
      release('1.0.0', 'v1', new Date()).then(() =>
        promote(['gallery', '1.0.0'], { ...env, RELEASE_HOSTS: 'releases.example' }),
      ),
    ).rejects.toThrow(
      'RELEASE_HOSTS lists origins such as https://cdn.example.com, comma-separated; got "releases.example"',
    );
  });
});

describe('npm run promote runs the integration gate first', () => {
  const withGate = (
    argv: string[],
    gate: typeof runIntegrationGate,
    more: Record<string, string> = {},
  ) =>
    promoteCommand(
      argv,
      { ...env, ...more },
      {
        steps: fakeSteps('unused'),
        workspaceRoot: work,
        gate,
        log: () => undefined,
        now: new Date('2026-11-06T10:00:00Z'),
      },
    );

  it('refuses with its report when a check fails: the registry, its history too, unchanged', async () => {
    const id = idIn(await release('1.0.0', 'v1', new Date()));
    const before = registryText();
    const report =
      'Refused to promote gallery x: the integration gate found 1 failed check; the live site is unchanged:\n  - https://school.example/  [home: lessons/LessonCards]  expected …';
    let folder = '';
    const failing: typeof runIntegrationGate = async (input) => {
      folder = input.folder;
      // the gate runs before the registry's lock is taken: a slow gate holds up no one
      expect(existsSync(`${env.REGISTRY_FILE}.lock`)).toBe(false);
      expect(input.release.id).toBe(id);
      return {
        failures: [{ url: 'https://school.example/', check: 'c', expected: 'e', found: 'f' }],
        summary: { pagesOverHttp: 1, pagesInBrowser: 1, tookMs: 1 },
        report,
        line: 'integration gate: …, 1 failed',
      };
    };
    await expect(withGate(['gallery', id], failing)).rejects.toThrow(report);
    expect(registryText()).toBe(before);
    expect(folder).toBe(
      join(env.RELEASE_STORE ?? '', '.checks', `gallery-${id}-2026-11-06T10-00-00-000Z`),
    );
    expect(
      await withGate(['gallery', id], failing, { RELEASE_CHECKS: join(work, 'checks') }).catch(
        () => folder,
      ),
    ).toBe(join(work, 'checks', `gallery-${id}-2026-11-06T10-00-00-000Z`));
  });

  it('refuses when the live releases changed while it ran, and says so', async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date()));
    const v2 = idIn(await release('2.0.0', 'v2', new Date()));
    await promote(['gallery', v1], env);
    await promote(['gallery', v2], env);
    // a rollback lands while the gate checks v1 against v2
    const meanwhile: typeof runIntegrationGate = async (input) => {
      await rollbackCommand(['gallery'], env);
      return passingGate(input);
    };
    await expect(withGate(['gallery', v1], meanwhile)).rejects.toThrow(
      `Refused to promote gallery ${v1}: the live releases changed while the integration gate ran (it checked against: gallery ${v2}; now: gallery ${v1}). Promote again`,
    );
    expect(historyOf(readRegistryFile(env.REGISTRY_FILE ?? ''), 'gallery')[0]?.action).toBe(
      'rollback',
    );
  });

  it('--skip-checks promotes without it, and the history, releases and the status page say so', async () => {
    const id = idIn(await release('1.0.0', 'v1', new Date()));
    const never: typeof runIntegrationGate = async () => {
      throw new Error('the gate ran');
    };
    expect(await withGate(['gallery', id, '--skip-checks', '--by', 'Mei'], never)).toBe(
      `integration gate skipped (--skip-checks)\ngallery ${id} is live (${env.RELEASES_URL}gallery/${id}/)`,
    );
    expect(releasesCommand(['gallery', '--history'], env)).toContain(
      '    checks: skipped (--skip-checks, by Mei): the integration gate did not run; passed: 5 files served as recorded',
    );
    expect(releasesCommand(['gallery'], env)).toMatch(
      new RegExp(`\\* ${id} .*  checks skipped \\(--skip-checks, by Mei\\)$`),
    );
    // a canary step too; a later promote with the gate clears the note
    const v2 = idIn(await release('2.0.0', 'v2', new Date()));
    expect(await withGate(['gallery', v2, '--canary', '10', '--skip-checks'], never)).toMatch(
      /^integration gate skipped \(--skip-checks\)\n/,
    );
    const rowOf = (wanted: string) =>
      releasesCommand(['gallery'], env)
        .split('\n')
        .find((line) => line.includes(wanted));
    expect(rowOf(v2)).toMatch(/canary: 10% .* {2}checks skipped \(--skip-checks, by /);
    await withGate(['gallery', v2], passingGate);
    expect(rowOf(v2)).not.toContain('checks skipped');
  });
});

describe('npm run preview-token', () => {
  it('mints a token for one published release, valid for the minutes asked', async () => {
    const v2 = idIn(await release('2.0.0', 'v2', new Date()));
    const token = previewTokenCommand(['gallery', '2.0.0', '--minutes', '5'], env, 1_000_000);
    expect(readPreviewToken(token, secret, 1_000_000)).toEqual({
      grant: { remote: 'gallery', id: v2, expiresAt: 1_000_000 + 5 * 60_000 },
    });
  });

  it('refuses without a secret, for an unknown release, or a bad duration', async () => {
    await release('2.0.0', 'v2', new Date());
    expect(() => previewTokenCommand(['gallery', '2.0.0'], { ...env, PREVIEW_SECRET: '' })).toThrow(
      /Set PREVIEW_SECRET/,
    );
    expect(() => previewTokenCommand(['gallery', '3.0.0'], env)).toThrow(
      /no published release "3.0.0"/,
    );
    expect(() => previewTokenCommand(['gallery', '2.0.0', '--minutes', '0'], env)).toThrow(
      /--minutes/,
    );
  });
});

describe('what npm run preview-token says about the shell it is for', () => {
  it('warns when the shell shows no previews, or cannot be asked; says nothing when it does', async () => {
    let answer: () => Response = () => Response.json({ previews: 'on' });
    const shell = createServer((_request, response) => {
      const reply = answer();
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      void reply.text().then((body) => response.end(body));
    });
    const shellUrl = `${await listenOn(shell)}`;
    try {
      expect(await shellPreviewWarning(shellUrl)).toBeUndefined();
      answer = () => Response.json({ previews: 'off' });
      expect(await shellPreviewWarning(shellUrl)).toBe(
        `the shell at ${shellUrl} shows no previews: it has no PREVIEW_SECRET, so this link shows the live site (with a notice saying so). Start it with the same PREVIEW_SECRET as here`,
      );
      // a shell from before it could say
      answer = () => new Response('Not found', { status: 404 });
      expect(await shellPreviewWarning(shellUrl)).toMatch(
        new RegExp(
          `^could not ask the shell at ${shellUrl} whether it shows previews \\(${shellUrl}/_preview: Error: HTTP 404\\)`,
        ),
      );
    } finally {
      await new Promise((done) => shell.close(done));
    }
    expect(await shellPreviewWarning(shellUrl)).toMatch(/^could not ask the shell at /);
  });
});
