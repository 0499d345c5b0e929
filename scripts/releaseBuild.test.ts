/**
 * @jest-environment node
 *
 * `npm run release` as a team runs it, for real: the remote's content check and its production
 * build (of mf-gallery), in a copy of its workspace whose dist/ stands for the
 * build a live remote is served from.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildReleaseHost, readRegistryFile } from '@harmoni/serve/registry';
import { listen } from '../serve/src/testing/http';
import { releaseCommand } from './releaseCommands';
import { contentHash } from './releaseStore';
import { releaseSteps } from './releaseSteps';

jest.setTimeout(240_000);

const repoRoot = join(__dirname, '..');
// inside the repository, so the copy's imports resolve; git and lint leave dist-*/ alone
const work = join(repoRoot, `dist-release-test-${process.pid}`);
const workspace = join(work, 'mf-gallery');
const dist = join(workspace, 'dist');
const env = {
  RELEASE_STORE: join(work, 'store'),
  REGISTRY_FILE: join(work, 'registry.json'),
  RELEASES_URL: 'http://localhost:4519/',
};

beforeAll(() => {
  const source = join(repoRoot, 'mf-gallery');
  for (const entry of readdirSync(source)) {
    if (['node_modules', 'dist'].includes(entry)) continue;
    cpSync(join(source, entry), join(workspace, entry), { recursive: true });
  }
  // one folder deeper than the workspace: its tsconfig's relative paths point home
  const tsconfig = join(workspace, 'tsconfig.json');
  writeFileSync(tsconfig, readFileSync(tsconfig, 'utf8').replaceAll('"../', `"${repoRoot}/`));
  // the build the live remote is served from
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), '{"live": true}');
  writeFileSync(join(dist, 'static', 'js', 'gallery.live.js'), 'var live = true;');
  mkdirSync(env.RELEASE_STORE, { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run release, building for real', () => {
  it('refuses content its check finds wrong before building, naming the file and field', async () => {
    const concerts = join(workspace, 'public', 'assets', 'docs', 'gallery-video-list.txt');
    const committed = readFileSync(concerts, 'utf8');
    const [first, ...others] = JSON.parse(committed) as { url: string }[];
    writeFileSync(concerts, JSON.stringify([{ ...first, display: 'yes' }, ...others]));
    try {
      await expect(
        releaseCommand(['--version', '1.0.0'], env, { workspaceDir: workspace }),
      ).rejects.toThrow(
        `Refused to release: its content has problems (npm run content:check):\n  - assets/docs/gallery-video-list.txt: entry "${first?.url}" › display: must be a boolean`,
      );
      expect(readdirSync(env.RELEASE_STORE)).toEqual([]);
    } finally {
      writeFileSync(concerts, committed);
    }
  });

  it('builds into a folder of its own and publishes it: dist/ stays byte for byte as it was', async () => {
    const before = contentHash(dist);
    const output = await releaseCommand(['--version', '1.0.0'], env, { workspaceDir: workspace });
    expect(contentHash(dist)).toBe(before);
    expect(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')).toBe('{"live": true}');

    const id = /Published gallery (\S+)/.exec(output)?.[1] ?? '';
    const released = join(env.RELEASE_STORE, 'gallery', id);
    const record = JSON.parse(readFileSync(join(released, 'release.json'), 'utf8')) as {
      entry: string;
      serverView: string;
      integrity: Record<string, string>;
    };
    // the whole build: browser entry, server view (built beside it, not into dist/), content
    expect(Object.keys(record.integrity)).toEqual(
      expect.arrayContaining(['mf-manifest.json', record.entry, record.serverView]),
    );
    expect(record.serverView).toMatch(/^ssr\/remoteViews\.[0-9a-f]+\.cjs$/);
    expect(readFileSync(join(released, 'assets/docs/event.txt'), 'utf8')).toBe(
      readFileSync(join(workspace, 'public/assets/docs/event.txt'), 'utf8'),
    );
    expect(readRegistryFile(env.REGISTRY_FILE).remotes.gallery?.releases?.[id]?.integrity).toEqual(
      record.integrity,
    );
    // nothing of the build is left behind in the workspace
    expect(readdirSync(workspace).filter((entry) => entry.startsWith('dist'))).toEqual(['dist']);
  });

  it("lets promote parse the release's content as served, with the remote's own check", async () => {
    const host = buildReleaseHost({ root: env.RELEASE_STORE, env: {} });
    const releasesUrl = `${await listen(host)}/`;
    try {
      const [id] = readdirSync(join(env.RELEASE_STORE, 'gallery'));
      const url = `${releasesUrl}gallery/${id}/`;
      expect(await releaseSteps.checkContent(workspace, { url })).toEqual([]);

      // changed in the store after its release: what is served is what is checked
      const events = join(env.RELEASE_STORE, 'gallery', id ?? '', 'assets/docs/event.txt');
      const released = readFileSync(events, 'utf8');
      const [key] = Object.keys(JSON.parse(released) as Record<string, unknown>);
      writeFileSync(events, JSON.stringify({ [key ?? '']: { title: 'Recital' } }));
      try {
        expect(await releaseSteps.checkContent(workspace, { url })).toEqual(
          expect.arrayContaining([`assets/docs/event.txt: ${key} › date: is missing`]),
        );
      } finally {
        writeFileSync(events, released);
      }
    } finally {
      await host.close();
    }
  });
});
