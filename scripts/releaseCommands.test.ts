/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildReleaseHost, readPreviewToken, readRegistryFile } from '@harmoni/serve/registry';
import Fastify, { type FastifyInstance } from 'fastify';
import { fakeReleaseFiles } from '../serve/src/testing/fakeRelease';
import { listen } from '../serve/src/testing/http';
import {
  previewTokenCommand,
  promoteCommand,
  releaseCommand,
  releasesCommand,
  rollbackCommand,
} from './releaseCommands';

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

/** Builds the gallery "anew" with the given mark, and releases it as `version`. */
async function release(version: string, mark: string, now: Date): Promise<string> {
  rmSync(join(workspaceDir(), 'dist'), { recursive: true, force: true });
  writeFiles(join(workspaceDir(), 'dist'), fakeReleaseFiles('gallery', { mark }));
  return releaseCommand(['--version', version], env, { workspaceDir: workspaceDir(), now });
}

const idIn = (output: string) => /gallery (\S+)/.exec(output)?.[1] ?? '';

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'harmoni-releases-'));
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
    expect(Object.keys(kept.integrity).sort()).toEqual([
      'mf-manifest.json',
      'ssr/remoteViews.cjs',
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

  it('refuses a version that could name another folder', async () => {
    await expect(release('../1.0.0', 'v1', new Date())).rejects.toThrow(/is not a version/);
  });
});

describe('npm run promote, rollback and releases', () => {
  it('promotes checked releases, rolls back to the one live before, and lists them', async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date('2026-11-01T00:00:00Z')));
    const v2 = idIn(await release('2.0.0', 'v2', new Date('2026-11-02T00:00:00Z')));
    expect(await promoteCommand(['gallery', '1.0.0'], env)).toBe(
      `gallery ${v1} is live (${env.RELEASES_URL}gallery/${v1}/)`,
    );
    await promoteCommand(['gallery', v2], env);
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
    await expect(rollbackCommand(['gallery'], env)).rejects.toThrow(/no earlier promoted release/);
  });

  it('refuses a release whose files changed after it was published; the registry is unchanged', async () => {
    const v1 = idIn(await release('1.0.0', 'v1', new Date()));
    await promoteCommand(['gallery', v1], env);
    const v2 = idIn(await release('2.0.0', 'v2', new Date()));
    writeFileSync(
      join(env.RELEASE_STORE ?? '', 'gallery', v2, 'static/js/gallery.v2.js'),
      'tampered',
    );
    const before = registryText();
    await expect(promoteCommand(['gallery', '2.0.0'], env)).rejects.toThrow(
      new RegExp(
        `Refused to promote gallery ${v2}; the live site is unchanged:\\n  - static/js/gallery.v2.js as served does not match`,
      ),
    );
    expect(registryText()).toBe(before);
  });

  it('refuses a release that lacks a module the shell loads', async () => {
    rmSync(join(workspaceDir(), 'dist'), { recursive: true, force: true });
    writeFiles(
      join(workspaceDir(), 'dist'),
      fakeReleaseFiles('gallery', { exposes: ['HomeEvents'] }),
    );
    await releaseCommand(['--version', '1.0.0'], env, { workspaceDir: workspaceDir() });
    await expect(promoteCommand(['gallery', '1.0.0'], env)).rejects.toThrow(
      /does not expose what the shell loads from gallery: .*AlbumPage/,
    );
    expect(readRegistryFile(env.REGISTRY_FILE ?? '').remotes.gallery?.live).toBeUndefined();
  });

  it('refuses unknown remotes and releases with a clear message', async () => {
    await expect(promoteCommand(['piano', '1.0.0'], env)).rejects.toThrow(
      /Name a remote: lessons, gallery, about, contact/,
    );
    await expect(promoteCommand(['gallery', '7.0.0'], env)).rejects.toThrow(
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
      await expect(promoteCommand(['gallery', id], env)).rejects.toThrow(
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
        promoteCommand(['gallery', '1.0.0'], { ...env, RELEASE_HOSTS: 'releases.example' }),
      ),
    ).rejects.toThrow(
      'RELEASE_HOSTS lists origins such as https://cdn.example.com, comma-separated; got "releases.example"',
    );
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
