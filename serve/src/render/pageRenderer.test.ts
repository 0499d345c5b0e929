/** @jest-environment node */
import type { ServerRead } from '@harmoni/shared/serverRender';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { pageRenderer } from './pageRenderer';
import type { RenderObservation, ServerRenderObservation } from './renderObservation';
import type { RenderJob, RenderOutcome, RenderPool } from './renderPool';
import type { ReleasePool, RenderPools } from './renderPools';
import type { WorkerTask } from './renderProtocol';
import { slotMarkers } from './regionSlots';
import { viewBench } from './viewBench';

const DEADLINE = 1_000;
const base = 'https://cdn.example/lessons/1.0.0/';
const registry: RemoteRegistry = {
  remotes: {
    lessons: {
      live: {
        url: base,
        id: '1.0.0',
        serverView: 'ssr/v.cjs',
        integrity: { 'ssr/v.cjs': 'sha384-x' },
      },
    },
  },
};

/** What a stand-in pool answers for each task: the test decides. */
type Answer = (task: WorkerTask, read: RenderJob['readContent']) => Promise<RenderOutcome>;

function pool(part: { part: string; release: string }, answer: Answer) {
  const render = jest.fn((job: RenderJob) => answer(job.task, job.readContent));
  const stub = { part, render, broken: () => false };
  return stub as unknown as RenderPool & { render: typeof render };
}

const shellPage = (slots: string[]) => {
  const slot = slots[0];
  const markers = slot ? slotMarkers(slot) : undefined;
  return markers
    ? `<main>${markers.start}<p>Loading</p>${markers.end}</main>`
    : '<main>shell</main>';
};

function composer(regionAnswer: Answer) {
  const seen: ServerRenderObservation[] = [];
  const warnings: string[] = [];
  const shell = pool({ part: 'shell', release: 'local' }, async (task) => ({
    status: 'rendered',
    durationMs: 5,
    result: { html: shellPage(task.task === 'shell' ? task.slots : []), facts: { jsonLd: {} } },
  }));
  const lessons = pool({ part: 'lessons', release: '1.0.0' }, regionAnswer);
  const held: ReleasePool = {
    key: `lessons ${base} sha384-x`,
    part: lessons.part,
    release: registry.remotes.lessons?.live ?? { url: base, integrity: {} },
    view: { name: 'lessons', integrity: 'sha384-x', code: '', publicPath: base },
    pool: lessons,
  };
  const pools = { shell, forRelease: async () => held } as unknown as RenderPools;
  const observe = (observation: ServerRenderObservation) => seen.push(observation);
  const warn = (message: string) => warnings.push(message);
  const renderer = pageRenderer({
    pools,
    bench: viewBench({ deadlineMs: DEADLINE, observe, warn }),
    registry: () => registry,
    deadlineMs: DEADLINE,
    readText: (url): Promise<ServerRead> => Promise.resolve({ status: 'read', text: `"${url}"` }),
    siteUrl: 'https://harmoni.example',
    mayRun: () => true,
    observe,
    warn,
  });
  return { renderer, shell, lessons, seen, warnings };
}

const drawn = (html: string, status = 'found', durationMs = 10): RenderOutcome => ({
  status: 'rendered',
  durationMs,
  result: { html, facts: { jsonLd: {}, status }, views: ['lessons/LessonPage'] },
});

describe('a page drawn in parts', () => {
  it('lists the content it read by URL, whatever order the reads finished in', async () => {
    const { renderer } = composer(async (_task, read) => {
      // read in parallel: b asked first, a first to finish, as under load
      await Promise.all([read(`${base}assets/b.txt`), read(`${base}assets/a.txt`)]);
      return drawn('<h1>Piano</h1>');
    });
    const page = await renderer.renderPage('/lesson/piano');
    expect(Object.keys(page?.content ?? {})).toEqual([
      `${base}assets/a.txt`,
      `${base}assets/b.txt`,
    ]);
  });

  it("puts the region in the shell's slot and decides the page from both parts' facts", async () => {
    const { renderer, seen } = composer(async (task, read) => {
      expect(task).toMatchObject({ task: 'region', moduleId: 'lessons/LessonPage' });
      const list = await read(`${base}assets/docs/lesson.txt`);
      expect(await read('https://cdn.example/gallery/1.0.0/a.txt')).toEqual({
        status: 'unreadable',
      });
      return drawn(`<h1>Piano ${list.status}</h1>`);
    });
    const page = await renderer.renderPage('/lesson/piano');
    expect(page?.html).toBe('<main><h1>Piano read</h1></main>');
    expect(page?.page.status).toBe(200);
    expect(page?.views).toEqual(['lessons/LessonPage']);
    // what the browser gets to hydrate with: the files the server itself read for the region
    expect(page?.content).toEqual({
      [`${base}assets/docs/lesson.txt`]: `"${base}assets/docs/lesson.txt"`,
    });
    const parts = seen.filter((entry): entry is RenderObservation => entry.kind === 'render');
    expect(parts.map((part) => [part.part, part.outcome]).sort()).toEqual([
      ['lessons', 'rendered'],
      ['shell', 'rendered'],
    ]);
  });

  it('answers 404 when the region says its page is not there', async () => {
    const { renderer } = composer(async () => drawn('<p>Page not found</p>', 'not-found'));
    expect((await renderer.renderPage('/lesson/tuba'))?.page.status).toBe(404);
  });

  it.each<[string, RenderOutcome]>([
    ['fails', { status: 'failed', message: 'no lessons' }],
    ['times out', { status: 'timeout' }],
    ['crashes', { status: 'crashed', message: 'SIGKILL' }],
    ['answers something refused', drawn('<p>x</p><script>steal()</script>')],
  ])(
    'keeps the loading state when the region %s, and the page still comes (503)',
    async (_how, outcome) => {
      const { renderer, seen, warnings } = composer(async () => outcome);
      const page = await renderer.renderPage('/lesson/piano');
      expect(page?.html).toBe('<main><p>Loading</p></main>');
      expect(page?.page.status).toBe(503);
      expect(page?.views).toEqual([]);
      expect(warnings.join('\n')).toMatch(/lessons \(release 1\.0\.0\)/);
      expect(seen).toContainEqual(
        expect.objectContaining({
          kind: 'render',
          part: 'lessons',
          outcome: expect.not.stringMatching(/^rendered$/),
        }),
      );
    },
  );

  it('benches a region that runs close to the deadline three pages in a row, and asks it no more', async () => {
    const { renderer, lessons, seen } = composer(async () => drawn('<h1>Piano</h1>', 'found', 900));
    for (let page = 0; page < 3; page += 1) {
      expect((await renderer.renderPage('/lesson/piano'))?.page.status).toBe(200);
    }
    const benched = await renderer.renderPage('/lesson/piano');
    expect(benched?.html).toBe('<main>shell</main>');
    expect(lessons.render).toHaveBeenCalledTimes(3);
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'view', event: 'benched' }));
    expect(seen).toContainEqual(
      expect.objectContaining({
        kind: 'render',
        part: 'lessons',
        reason: 'its server view is benched',
      }),
    );
  });

  it("keeps the shell's own part of a page a while: asked again, it is not drawn again", async () => {
    const { renderer, shell } = composer(async () => drawn('<h1>Piano</h1>'));
    await renderer.renderPage('/lesson/piano');
    await renderer.renderPage('/lesson/piano');
    expect(shell.render).toHaveBeenCalledTimes(1);
    await renderer.renderPage('/lesson/violin');
    expect(shell.render).toHaveBeenCalledTimes(2);
  });
});
