import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineRemoteEntriesId, inlineRemoteListId } from '@harmoni/shared/routes';
import { discoverRemotes, loadExposedModule, refreshRemote } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const registered = jest.mocked(registerRemotes);
const loaded = jest.mocked(loadRemote);

const lessonsManifestUrl = 'http://localhost:3001/mf-manifest.json';
const manifest = (entryName: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: entryName, path: '' } },
});

function inline(id: string, data: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = JSON.stringify(data);
  document.body.appendChild(script);
}

afterEach(() => {
  document.body.innerHTML = '';
  registered.mockClear();
  loaded.mockReset();
});

describe('discoverRemotes', () => {
  it('registers the entries the server inlined, without a request', async () => {
    global.fetch = jest.fn();
    inline(inlineRemoteListId, { lessons: lessonsManifestUrl });
    inline(inlineRemoteEntriesId, { lessons: 'http://localhost:3001/static/js/lessons.e3.js' });

    await discoverRemotes();

    expect(global.fetch).not.toHaveBeenCalled();
    expect(registered).toHaveBeenCalledWith(
      [{ name: 'lessons', entry: 'http://localhost:3001/static/js/lessons.e3.js' }],
      { force: false },
    );
  });

  it('fetches /remotes.json when nothing is inlined, and registers nothing before a load', async () => {
    global.fetch = jest.fn(async () =>
      Response.json({ gallery: 'http://localhost:3002/mf-manifest.json' }),
    );

    await discoverRemotes();

    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registered).not.toHaveBeenCalled();
  });

  it('fails clearly when the list cannot be read', async () => {
    global.fetch = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(discoverRemotes()).rejects.toThrow('/remotes.json answered HTTP 503');
    expect(registered).not.toHaveBeenCalled();
  });
});

describe('loadExposedModule', () => {
  it('reads a manifest once, however many modules of that remote load at the same time', async () => {
    inline(inlineRemoteListId, { lessons: lessonsManifestUrl });
    const fetchManifest = jest.fn(async () => Response.json(manifest('static/js/lessons.e3.js')));
    global.fetch = fetchManifest;
    loaded.mockImplementation(async (id) => () => ({ id }));
    await discoverRemotes();

    await Promise.all([
      loadExposedModule('lessons/LessonCards'),
      loadExposedModule('lessons/WhyUs'),
    ]);

    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(fetchManifest).toHaveBeenCalledWith(lessonsManifestUrl, { cache: 'no-cache' });
    expect(registered).toHaveBeenCalledTimes(1);
    expect(registered).toHaveBeenCalledWith(
      [{ name: 'lessons', entry: 'http://localhost:3001/static/js/lessons.e3.js' }],
      { force: true },
    );
  });

  it('after a failed load, reads the current manifest and registers the new entry', async () => {
    inline(inlineRemoteListId, { lessons: lessonsManifestUrl });
    inline(inlineRemoteEntriesId, { lessons: 'http://localhost:3001/static/js/lessons.old.js' });
    global.fetch = jest.fn(async () => Response.json(manifest('static/js/lessons.new.js')));
    await discoverRemotes();
    loaded
      .mockRejectedValueOnce(new Error('ChunkLoadError: lessons.old chunk 404'))
      .mockResolvedValueOnce(() => ({ LessonPage: 'new release' }));

    await expect(loadExposedModule('lessons/LessonPage')).resolves.toEqual({
      LessonPage: 'new release',
    });
    expect(registered).toHaveBeenLastCalledWith(
      [{ name: 'lessons', entry: 'http://localhost:3001/static/js/lessons.new.js' }],
      { force: true },
    );
  });

  it('reports a remote whose manifest is not one, and reads it again on the next try', async () => {
    inline(inlineRemoteListId, { lessons: lessonsManifestUrl });
    const fetchManifest = jest.fn(async () => Response.json({ not: 'a manifest' }));
    global.fetch = fetchManifest;
    await discoverRemotes();

    await expect(loadExposedModule('lessons/LessonPage')).rejects.toThrow(
      'The part of the page from "lessons" could not be loaded',
    );
    expect(loaded).not.toHaveBeenCalled();
    refreshRemote('lessons');
    await expect(loadExposedModule('lessons/LessonPage')).rejects.toThrow(/could not be loaded/);
    // two tries per load, two loads
    expect(fetchManifest).toHaveBeenCalledTimes(4);
  });

  it("runs each module's factory in a task of its own, after the load that brought it", async () => {
    inline(inlineRemoteListId, { lessons: lessonsManifestUrl });
    inline(inlineRemoteEntriesId, { lessons: 'http://localhost:3001/static/js/lessons.e3.js' });
    await discoverRemotes();
    const ran: string[] = [];
    loaded.mockImplementation(async (id) => () => {
      ran.push(id);
      return { id };
    });
    jest.useFakeTimers();
    try {
      const loads = Promise.all([
        loadExposedModule('lessons/LessonCards'),
        loadExposedModule('lessons/WhyUs'),
      ]);
      // every microtask settled: the loads are done, but no factory has run in this task
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      expect(loaded).toHaveBeenCalledWith('lessons/LessonCards', {
        loadFactory: false,
        from: 'runtime',
      });
      expect(ran).toEqual([]);
      await jest.runAllTimersAsync();
      await expect(loads).resolves.toEqual([
        { id: 'lessons/LessonCards' },
        { id: 'lessons/WhyUs' },
      ]);
      expect(ran).toEqual(['lessons/LessonCards', 'lessons/WhyUs']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a module whose factory fails, as a remote that could not be loaded', async () => {
    inline(inlineRemoteListId, { lessons: lessonsManifestUrl });
    inline(inlineRemoteEntriesId, { lessons: 'http://localhost:3001/static/js/lessons.e3.js' });
    global.fetch = jest.fn(async () => Response.json(manifest('static/js/lessons.e3.js')));
    await discoverRemotes();
    loaded.mockImplementation(async () => () => {
      throw new TypeError('a remote bug');
    });
    await expect(loadExposedModule('lessons/WhyUs')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      cause: new TypeError('a remote bug'),
    });
  });

  it('refuses a module of a remote the list does not name', async () => {
    inline(inlineRemoteListId, { lessons: lessonsManifestUrl });
    await discoverRemotes();
    await expect(loadExposedModule('contact/ContactPage')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      cause: new Error('not listed in remotes.json'),
    });
  });
});
