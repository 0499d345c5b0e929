/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildReleaseHost, readPreviewToken, readRegistryFile } from '@harmoni/serve/registry';
import type { FastifyInstance } from 'fastify';
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
