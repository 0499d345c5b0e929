/** @jest-environment node */
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { createContentClient } from './contentClient';
import { evaluateRemoteView, remoteViewLoader } from './remoteViews';
import type { KnownRemote } from '../preload/remotePreloads';

const shared = { react: 'the shell React' };

const viewCode = (label: string) =>
  `exports.loadRemoteViews = (publicPath) => ({ './LessonPage': { label: ${JSON.stringify(label)} + ' at ' + publicPath + ' with ' + require('react') } });`;

describe('evaluateRemoteView', () => {
  it("runs the view with the shell's singletons and its public path", () => {
    const modules = evaluateRemoteView(viewCode('v1'), 'x.cjs', shared, 'http://l/');
    expect(modules['./LessonPage']).toEqual({ label: 'v1 at http://l/ with the shell React' });
  });

  it('refuses to hand out anything the shell does not share', () => {
    expect(() =>
      evaluateRemoteView(
        "require('node:fs'); exports.loadRemoteViews = () => ({});",
        'http://l/ssr/v.cjs',
        shared,
        'http://l/',
      ),
    ).toThrow('http://l/ssr/v.cjs requires "node:fs", which the shell\'s server does not share');
  });

  it('names a file that is not a remote view', () => {
    expect(() => evaluateRemoteView('exports.x = 1;', 'v.cjs', shared, '/')).toThrow(
      'v.cjs exports no loadRemoteViews',
    );
  });
});

describe('remoteViewLoader', () => {
  let lessons: FakeRemote;
  let remotes: Map<string, KnownRemote>;
  const warn = jest.fn();
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/lessons.js', path: '' } },
    exposes: [],
  };

  beforeEach(async () => {
    lessons = await startFakeRemote({
      'ssr/remote-view.json': { file: 'ssr/remoteViews.a1.cjs' },
      'ssr/remoteViews.a1.cjs': viewCode('v1'),
    });
    remotes = new Map([['lessons', { manifestUrl: `${lessons.base}mf-manifest.json`, manifest }]]);
    warn.mockReset();
  });
  afterEach(() => lessons.close());

  const loader = () =>
    remoteViewLoader({
      manifests: createContentClient({ ttlMs: 0, failureTtlMs: 0, warn: () => undefined }),
      sharedModules: shared,
      warn,
    });

  it("loads a page's module from its remote's view once, and a release's new file after", async () => {
    const views = loader();
    const first = await views(['lessons/LessonPage', 'lessons/lessonService'], remotes);
    expect(first).toEqual(
      new Map([['lessons/LessonPage', { label: `v1 at ${lessons.base} with the shell React` }]]),
    );
    await views(['lessons/LessonPage'], remotes);
    expect(lessons.hits.get('ssr/remoteViews.a1.cjs')).toBe(1);

    lessons.files.set('ssr/remote-view.json', JSON.stringify({ file: 'ssr/remoteViews.b2.cjs' }));
    lessons.files.set('ssr/remoteViews.b2.cjs', viewCode('v2'));
    const released = await views(['lessons/LessonPage'], remotes);
    expect(released.get('lessons/LessonPage')).toEqual({
      label: `v2 at ${lessons.base} with the shell React`,
    });
  });

  it('lends the views a DOM for libraries that need one (jsdom)', async () => {
    lessons.files.set(
      'ssr/remoteViews.a1.cjs',
      "exports.loadRemoteViews = () => ({ './LessonPage': { dom: typeof require('jsdom').JSDOM } });",
    );
    const found = await loader()(['lessons/LessonPage'], remotes);
    expect(found.get('lessons/LessonPage')).toEqual({ dom: 'function' });
  });

  it('leaves the part to the browser when the view is missing or broken, warning once', async () => {
    const views = loader();
    lessons.files.set('ssr/remoteViews.a1.cjs', 'this is not javascript (');
    expect(await views(['lessons/LessonPage'], remotes)).toEqual(new Map());
    expect(await views(['lessons/LessonPage'], remotes)).toEqual(new Map());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/remoteViews\.a1\.cjs did not load/);

    lessons.files.delete('ssr/remote-view.json');
    expect(await views(['lessons/LessonPage'], remotes)).toEqual(new Map());
  });

  it('asks nothing of a remote whose manifest could not be read', async () => {
    const views = loader();
    remotes.set('lessons', { manifestUrl: `${lessons.base}mf-manifest.json` });
    expect(await views(['lessons/LessonPage'], remotes)).toEqual(new Map());
    expect(lessons.hits.size).toBe(0);
  });
});
