/** @jest-environment node */
import { resolve } from 'node:path';
import { main, parseCliArgs, UsageError } from './cli';
import { createFakeDist, type FakeDist } from './testing/fakeDist';
import { request } from './testing/http';

describe('parseCliArgs', () => {
  it('reads --app, --root and --port', () => {
    expect(
      parseCliArgs(['--app', 'mf-gallery', '--root', 'out', '--port', '0'], '/srv/site'),
    ).toEqual({
      app: 'mf-gallery',
      root: resolve('/srv/site', 'out'),
      port: 0,
      log: false,
    });
  });

  it('defaults the root to ./dist and leaves the port to the environment', () => {
    expect(parseCliArgs(['--app=shell', '--log'], '/srv/shell')).toEqual({
      app: 'shell',
      root: resolve('/srv/shell', 'dist'),
      port: undefined,
      log: true,
    });
  });

  it.each([
    [[]],
    [['--root', 'dist']],
    [['--app']],
    [['--app', 'shell', '--port', 'eighty']],
    [['--app', 'shell', '--port', '70000']],
    [['--app', 'shell', '--port', '']],
    [['--app', 'shell', '--verbose']],
    [['--app', 'shell', 'extra']],
  ])('rejects %j', (argv) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
  });
});

describe('main', () => {
  let errors: jest.SpyInstance;
  let logs: jest.SpyInstance;
  let dist: FakeDist;
  beforeAll(() => {
    dist = createFakeDist();
  });
  afterAll(() => dist.remove());
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logs = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('prints the usage and answers 2 on bad arguments', async () => {
    await expect(main(['--port', '3000'], {})).resolves.toBe(2);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('--app is required'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Usage: harmoni-serve --app'));
  });

  it('answers 1 with the build hint when there is no build', async () => {
    await expect(
      main(['--app', 'mf-about', '--root', resolve(dist.root, 'nothing')], {}),
    ).resolves.toBe(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('npm run build -w mf-about'));
  });

  it('serves, prints where, and stops on SIGTERM', async () => {
    const listenersBefore = process.listenerCount('SIGTERM');
    const code = await main(['--app', 'mf-lessons', '--root', dist.root, '--port', '0'], {});
    expect(code).toBe(0);
    const line = String(logs.mock.calls[0]?.[0]);
    expect(line).toMatch(new RegExp(`^mf-lessons serving ${dist.root} at http://localhost:\\d+$`));
    const url = line.slice(line.lastIndexOf(' ') + 1);
    expect((await request(`${url}/healthz`)).json()).toEqual({ status: 'ok', app: 'mf-lessons' });

    process.emit('SIGTERM', 'SIGTERM');
    await waitFor(() =>
      logs.mock.calls.some(([text]) => String(text).startsWith('mf-lessons stopped')),
    );
    await expect(request(`${url}/healthz`)).rejects.toThrow();
    expect(process.listenerCount('SIGTERM')).toBe(listenersBefore);
  });
});

describe('main, as the release host', () => {
  let store: FakeDist;
  beforeAll(() => {
    store = createFakeDist({ 'gallery/1.0.0-aaa/mf-manifest.json': '{"id":"gallery"}' });
  });
  afterAll(() => store.remove());
  afterEach(() => jest.restoreAllMocks());

  it('serves every release in the store, cached for good, and stops on SIGTERM', async () => {
    const logs = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await main(['--app', 'releases', '--root', store.root, '--port', '0'], {});
    expect(code).toBe(0);
    const line = String(logs.mock.calls[0]?.[0]);
    expect(line).toMatch(new RegExp(`^releases serving ${store.root} at http://localhost:\\d+$`));
    const url = line.slice(line.lastIndexOf(' ') + 1);
    const manifest = await request(`${url}/gallery/1.0.0-aaa/mf-manifest.json`);
    expect(manifest.body).toBe('{"id":"gallery"}');
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    process.emit('SIGTERM', 'SIGTERM');
    await waitFor(() =>
      logs.mock.calls.some(([text]) => String(text).startsWith('releases stopped')),
    );
  });

  it('answers 1 when the store is a file', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      main(
        ['--app', 'releases', '--root', resolve(store.root, 'gallery/1.0.0-aaa/mf-manifest.json')],
        {},
      ),
    ).resolves.toBe(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('is a file, not a folder'));
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}
