import { registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineRemoteListId } from '@harmoni/shared/routes';
import { discoverRemotes } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const registered = jest.mocked(registerRemotes);

afterEach(() => {
  document.body.innerHTML = '';
  registered.mockClear();
});

describe('discoverRemotes', () => {
  it('reads the list the server inlined, without a request', async () => {
    global.fetch = jest.fn();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = inlineRemoteListId;
    script.textContent = JSON.stringify({ lessons: 'http://localhost:3001/mf-manifest.json' });
    document.body.appendChild(script);

    await discoverRemotes();

    expect(global.fetch).not.toHaveBeenCalled();
    expect(registered).toHaveBeenCalledWith([
      { name: 'lessons', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
  });

  it('fetches /remotes.json when nothing is inlined', async () => {
    global.fetch = jest.fn(async () =>
      Response.json({ gallery: 'http://localhost:3002/mf-manifest.json' }),
    );

    await discoverRemotes();

    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registered).toHaveBeenCalledWith([
      { name: 'gallery', entry: 'http://localhost:3002/mf-manifest.json' },
    ]);
  });

  it('fails clearly when the list cannot be read', async () => {
    global.fetch = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(discoverRemotes()).rejects.toThrow('/remotes.json answered HTTP 503');
    expect(registered).not.toHaveBeenCalled();
  });
});
