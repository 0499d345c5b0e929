/** @jest-environment node */
import { shellViewFile } from '@harmoni/shared/buildOutput';
import { integrityOf } from '@harmoni/tooling/releaseFiles';
import { createFakeDist, type FakeDist } from '../testing/fakeDist';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { fakeShellView } from '../testing/fakeShellView';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import type { RenderObservation, ServerRenderObservation } from './renderObservation';
import { shellRendering, type ShellRendering } from './shellRenderer';

// each release's pool starts worker processes, which load the shell's view first
jest.setTimeout(60_000);

const viewFile = 'ssr/remoteViews.same.cjs';
const releases = [
  'releases/gallery/1.0.0-a/',
  'releases/gallery/1.1.0-b/',
  'releases/gallery/2.0.0-c/',
];

/**
 * One server view for every release (the same bytes, so the same digest): its album page draws
 * its release's album name, what reading the other releases' albums gives, and its process.
 */
const view = `
exports.loadRemoteViews = function (publicPath) {
  // bound once per worker: tells workers apart (inside bubblewrap every worker's pid is the same)
  const worker = Math.random().toString(36).slice(2);
  const base = publicPath.slice(0, publicPath.indexOf('releases/'));
  const all = ${JSON.stringify(releases)}.map((path) => base + path);
  return {
    './AlbumListPage': {
      draw: async (url, readContent) => {
        const own = await readContent(publicPath + 'assets/album.txt');
        const others = [];
        for (const release of all) if (release !== publicPath) others.push((await readContent(release + 'assets/album.txt')).status);
        const name = own.status === 'read' ? own.text : 'no album';
        return { html: '<h1>' + name + '</h1><p>' + others.join(' ') + '</p><p>worker ' + worker + '</p>', facts: { status: 'found' } };
      },
    },
    './sitePages': {
      default: async (read) => {
        const own = await read(publicPath + 'assets/album.txt');
        return own.status === 'read' ? ['/gallery/photo/' + own.text.toLowerCase().replace(/ /g, '-')] : [];
      },
    },
  };
};`;

let remote: FakeRemote;
let dist: FakeDist;
let rendering: ShellRendering;
let live: RemoteRegistry;
const seen: ServerRenderObservation[] = [];
const warnings: string[] = [];

const releaseAt = (index: number) => ({
  url: `${remote.base}${releases[index] ?? ''}`,
  id: (releases[index] ?? '').split('/')[2],
  serverView: viewFile,
  integrity: { [viewFile]: integrityOf(view) },
});
const registryWith = (index: number): RemoteRegistry => ({
  remotes: { gallery: { live: releaseAt(index) } },
});

/** The album page as drawn for this registry; a pool still starting leaves it to the browser. */
async function albumPage(registry?: RemoteRegistry) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const page = await rendering.renderPage('/gallery/photo', registry);
    const drawn = /<h1>([^<]*)<\/h1><p>([^<]*)<\/p><p>worker (\w+)<\/p>/.exec(page?.html ?? '');
    if (drawn) return { name: drawn[1], others: drawn[2], worker: drawn[3], page };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the album page was never drawn');
}

const exited = (release: string) =>
  seen.some(
    (observation) =>
      observation.kind === 'worker' &&
      observation.release === release &&
      observation.event === 'exited',
  );

beforeAll(async () => {
  const files: Record<string, string> = {};
  ['Spring Recital', 'Spring Recital (renamed)', 'Graduation'].forEach((name, index) => {
    files[`${releases[index]}${viewFile}`] = view;
    files[`${releases[index]}assets/album.txt`] = name;
  });
  remote = await startFakeRemote(files);
  dist = createFakeDist({
    'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    [shellViewFile]: fakeShellView(),
  });
  live = registryWith(0);
  const said = (message: string) => warnings.push(message);
  const created = shellRendering({
    root: dist.root,
    env: { RENDER_DEADLINE_MS: '3000', RENDER_WORKERS: '1', CONTENT_TTL_MS: '0' },
    registry: () => live,
    observe: (observation) => seen.push(observation),
    warn: said,
    error: said,
  });
  if (!created) throw new Error('no shell rendering');
  rendering = created;
});

afterAll(async () => {
  rendering.close();
  await remote.close();
  dist.remove();
});

describe("the render workers of each remote's release", () => {
  it('never share a worker or content between two releases with the same view', async () => {
    const livePage = await albumPage();
    // a preview of a content-only release: the same view bytes, another URL
    const preview = await albumPage(registryWith(1));
    expect(livePage.name).toBe('Spring Recital');
    expect(preview.name).toBe('Spring Recital (renamed)');
    // each reads its own release's files only
    expect(livePage.others).toBe('unreadable unreadable');
    expect(preview.others).toBe('unreadable unreadable');
    expect(preview.worker).not.toBe(livePage.worker);
    // and the preview never reaches anyone else's page
    const again = await albumPage();
    expect(again).toMatchObject({ name: 'Spring Recital', worker: livePage.worker });
    const pools = rendering.pools.releasePools();
    expect(pools.map((pool) => pool.part.release).sort()).toEqual(['1.0.0-a', '1.1.0-b']);
    expect(new Set(pools.map((pool) => pool.view.integrity)).size).toBe(1);
    // the sitemap asks the live release only
    expect(await rendering.sitePages()).toEqual({ gallery: ['/gallery/photo/spring-recital'] });
  });

  it('tells its watchers about each part of each page and each worker', async () => {
    seen.length = 0;
    await rendering.renderPage('/gallery/photo');
    const parts = seen.filter(
      (observation): observation is RenderObservation => observation.kind === 'render',
    );
    expect(parts).toHaveLength(2);
    expect(parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ part: 'gallery', release: '1.0.0-a', outcome: 'rendered' }),
        expect.objectContaining({ part: 'shell', task: 'page', outcome: 'rendered' }),
      ]),
    );
    expect(parts.every((part) => part.path === '/gallery/photo' && part.durationMs >= 0)).toBe(
      true,
    );
  });

  it('replaces the live workers when the registry changes: the new start, the old exit', async () => {
    const before = await albumPage();
    seen.length = 0;
    live = registryWith(2);
    const after = await albumPage();
    expect(after.name).toBe('Graduation');
    expect(after.worker).not.toBe(before.worker);
    for (let wait = 0; wait < 40 && !exited('1.0.0-a'); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'worker', release: '2.0.0-c', event: 'started' }),
        expect.objectContaining({ kind: 'worker', release: '1.0.0-a', event: 'exited' }),
      ]),
    );
    expect(await rendering.sitePages()).toEqual({ gallery: ['/gallery/photo/graduation'] });
  });

  it('stops drawing a live release whose host starts serving other bytes for its view, and says so', async () => {
    expect((await albumPage()).name).toBe('Graduation');
    remote.files.set(`${releases[2]}${viewFile}`, `${view}\n// changed on the host`);
    let html = '';
    for (let wait = 0; wait < 50 && !html.includes('shell only'); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      html = (await rendering.renderPage('/gallery/photo'))?.html ?? '';
    }
    expect(html).toBe('<main>shell only</main>');
    expect(warnings.join('\n')).toMatch(/Refused the server view of gallery .*2\.0\.0-c/);
  });

  it('warms a live release whose view could not be read at first, once its host serves it', async () => {
    const later = 'releases/gallery/3.0.0-d/';
    const code = `${view}\n// release d`;
    const release = { ...releaseAt(0), url: `${remote.base}${later}`, id: '3.0.0-d' };
    live = {
      remotes: { gallery: { live: { ...release, integrity: { [viewFile]: integrityOf(code) } } } },
    };
    await rendering.renderPage('/gallery/photo');
    expect(rendering.pools.releasePools().map((pool) => pool.part.release)).not.toContain(
      '3.0.0-d',
    );
    remote.files.set(`${later}${viewFile}`, code);
    remote.files.set(`${later}assets/album.txt`, 'Late');
    for (let wait = 0; wait < 80; wait += 1) {
      if (rendering.pools.releasePools().some((pool) => pool.part.release === '3.0.0-d')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // no page asked for it: the pool was started by the registry's live release alone
    expect(rendering.pools.releasePools().map((pool) => pool.part.release)).toContain('3.0.0-d');
  });
});
