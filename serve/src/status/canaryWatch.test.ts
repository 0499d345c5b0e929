/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAppServer } from '../appServer';
import { readRegistryFile, writeRegistryFile } from '../registry/registryFile';
import { historyOf, stepLines } from '../registry/releaseLog';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { createFakeDist, fakeFiles } from '../testing/fakeDist';
import { listen, request } from '../testing/http';
import { canaryPolicy } from './canaryComparison';
import { AUTOMATIC, canaryPolicyOf, canaryWatch } from './canaryWatch';
import { releaseFigureStore } from './releaseFigures';
import { serverRenderFigures } from './serverRenderFigures';

const release = (id: string) => ({
  id,
  url: `https://releases.example/gallery/${id}/`,
  integrity: {},
});
const registry: RemoteRegistry = {
  remotes: {
    gallery: {
      live: release('1.0.0-a'),
      releases: { '1.0.0-a': release('1.0.0-a'), '2.0.0-b': release('2.0.0-b') },
      canary: { id: '2.0.0-b', share: 10, startedAt: '2026-11-27T01:00:00.000Z' },
    },
  },
};
const policy = { minPageViews: 10, failureMarginPerThousand: 10, vitalMargin: 0.2 };

let work: string;
const file = () => join(work, 'registry.json');
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'harmoni-canary-watch-'));
  writeRegistryFile(file(), registry);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Page views of each release, `failing` of the candidate's with a failure. */
function figuresWith(views: number, failing: number) {
  const figures = releaseFigureStore();
  for (let view = 0; view < views; view += 1) {
    figures.pageView('gallery', '1.0.0-a');
    figures.pageView('gallery', '2.0.0-b');
    if (view < failing) figures.failed('gallery', '2.0.0-b', ['boundary-caught']);
  }
  return figures;
}

describe('the canary policy', () => {
  it('takes CANARY_MIN_VIEWS, CANARY_FAILURE_MARGIN and CANARY_VITAL_MARGIN; says a bad one and ignores it', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(canaryPolicyOf({}, warn)).toEqual(canaryPolicy);
    expect(
      canaryPolicyOf(
        { CANARY_MIN_VIEWS: '20', CANARY_FAILURE_MARGIN: '2.5', CANARY_VITAL_MARGIN: '0.5' },
        warn,
      ),
    ).toEqual({ minPageViews: 20, failureMarginPerThousand: 2.5, vitalMargin: 0.5 });
    expect(warnings).toEqual([]);
    expect(canaryPolicyOf({ CANARY_MIN_VIEWS: '1.5', CANARY_VITAL_MARGIN: 'x' }, warn)).toEqual(
      canaryPolicy,
    );
    expect(warnings).toEqual([
      'CANARY_MIN_VIEWS="1.5" is not a whole number of 0 or more; 100 is used',
      'CANARY_VITAL_MARGIN="x" is not a number of 0 or more; 0.2 is used',
    ]);
  });
});

describe("the shell's watch over its canaries", () => {
  const watch = (figures: ReturnType<typeof releaseFigureStore>, warnings: string[] = []) =>
    canaryWatch({
      file: file(),
      registry: () => readRegistryFile(file()),
      figures,
      policy,
      warn: (message) => warnings.push(message),
      now: () => Date.parse('2026-11-27T02:00:00.000Z'),
    });

  it('rolls back a canary that does worse, recording why in the history, and says so', async () => {
    const warnings: string[] = [];
    await expect(watch(figuresWith(10, 2), warnings)()).resolves.toEqual(['gallery']);
    const after = readRegistryFile(file());
    expect(after.remotes.gallery?.canary).toBeUndefined();
    expect(after.remotes.gallery?.live?.id).toBe('1.0.0-a');
    expect(stepLines(historyOf(after, 'gallery')[0] ?? ({} as never))).toEqual([
      `2026-11-27T02:00:00.000Z canary 2.0.0-b rolled back by itself, everyone on 1.0.0-a, by ${AUTOMATIC}`,
      '    why: worse than 1.0.0-a: failures 200.0‰ against 0.0‰ (margin 10‰)',
    ]);
    expect(warnings).toEqual([
      'Rolled back the canary gallery 2.0.0-b by itself: worse than 1.0.0-a: failures 200.0‰ against 0.0‰ (margin 10‰)',
    ]);
  });

  it('rolls back a canary the server could not draw, before its visitors say so', async () => {
    const figures = releaseFigureStore();
    const observe = serverRenderFigures(figures);
    const render = (release: string, outcome: 'rendered' | 'crashed' | 'busy', part = 'gallery') =>
      observe({
        kind: 'render',
        part,
        release,
        task: 'page',
        outcome,
        durationMs: 5,
        path: '/gallery',
      });
    for (let page = 0; page < 10; page += 1) {
      render('1.0.0-a', 'rendered');
      render('2.0.0-b', page < 2 ? 'crashed' : 'rendered');
      // neither a loaded server nor the shell's own part is the candidate's doing
      render('2.0.0-b', 'busy');
      render('2.0.0-b', 'crashed', 'shell');
    }
    expect(figures.figuresOf('gallery', '2.0.0-b', 60_000)).toMatchObject({
      pageViews: 0,
      serverRenders: 10,
      renderFailuresPerThousand: 200,
    });
    await expect(watch(figures)()).resolves.toEqual(['gallery']);
    expect(stepLines(historyOf(readRegistryFile(file()), 'gallery')[0] ?? ({} as never))).toContain(
      '    why: worse than 1.0.0-a: server render failures 200.0‰ against 0.0‰ (margin 10‰)',
    );
  });

  it('leaves a canary that does no worse, or has too few page views yet', async () => {
    await expect(watch(figuresWith(10, 0))()).resolves.toEqual([]);
    await expect(watch(figuresWith(9, 9))()).resolves.toEqual([]);
    expect(readRegistryFile(file()).remotes.gallery?.canary?.id).toBe('2.0.0-b');
  });

  it('leaves the registry alone when the canary changed since this server read it', async () => {
    const stale = watch(figuresWith(10, 5));
    const read = canaryWatch({
      file: file(),
      registry: () => registry,
      figures: figuresWith(10, 5),
      policy,
      warn: () => undefined,
    });
    writeRegistryFile(file(), {
      remotes: { gallery: { ...registry.remotes.gallery, canary: undefined } },
    });
    await expect(read()).resolves.toEqual([]);
    await expect(stale()).resolves.toEqual([]);
    expect(historyOf(readRegistryFile(file()), 'gallery')).toEqual([]);
  });
});

describe("the shell's server", () => {
  it("rolls back a canary its visitors' figures show worse (checkCanaries)", async () => {
    const dist = createFakeDist(fakeFiles);
    const app = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: {
        REGISTRY_FILE: file(),
        RELEASE_HOSTS: 'https://releases.example',
        CANARY_MIN_VIEWS: '3',
      },
      logStream: { write: () => undefined },
    });
    try {
      const base = await listen(app);
      for (const id of ['1.0.0-a', '2.0.0-b', '1.0.0-a', '2.0.0-b', '1.0.0-a', '2.0.0-b']) {
        await request(`${base}/_vitals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            releases: { gallery: `https://releases.example/gallery/${id}/mf-manifest.json` },
            drew: ['gallery'],
            vitals: {},
            failures: id === '2.0.0-b' ? [{ remote: 'gallery', kind: 'load-failed' }] : [],
          }),
        });
      }
      await expect(app.checkCanaries?.()).resolves.toEqual(['gallery']);
      expect(readRegistryFile(file()).remotes.gallery?.canary).toBeUndefined();
    } finally {
      await app.close();
      dist.remove();
    }
  });

  it('leaves it to the team with CANARY_ROLLBACK=off', () => {
    const dist = createFakeDist(fakeFiles);
    const app = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { REGISTRY_FILE: file(), CANARY_ROLLBACK: 'off' },
      logStream: { write: () => undefined },
    });
    expect(app.checkCanaries).toBeUndefined();
    dist.remove();
    return app.close();
  });
});
