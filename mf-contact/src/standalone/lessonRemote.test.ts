import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { standaloneRemoteLoader } from './lessonRemote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

describe('standaloneRemoteLoader', () => {
  it('registers the lessons remote from its manifest and loads modules through the runtime', async () => {
    const service = { default: { lessons: { url: 'x', parse: jest.fn() } } };
    loadRemoteMock.mockResolvedValueOnce(service);
    const load = standaloneRemoteLoader('http://localhost:3001/mf-manifest.json');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'lessons', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
    await expect(load('lessons/lessonService')).resolves.toBe(service);
    expect(loadRemoteMock).toHaveBeenCalledWith('lessons/lessonService');
  });

  it('fails clearly when the runtime gives nothing back', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    const load = standaloneRemoteLoader('http://localhost:3001/mf-manifest.json');
    await expect(load('lessons/lessonService')).rejects.toThrow(
      '"lessons/lessonService" could not be loaded',
    );
  });
});
