import { parseRemoteList, remoteNameOf } from './remoteList';

describe('parseRemoteList', () => {
  it('turns remotes.json into runtime remotes', () => {
    expect(
      parseRemoteList({
        lessons: 'http://localhost:3001/mf-manifest.json',
        gallery: 'https://cdn.example.com/gallery/mf-manifest.json',
      }),
    ).toEqual([
      { name: 'lessons', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'gallery', entry: 'https://cdn.example.com/gallery/mf-manifest.json' },
    ]);
  });

  it('rejects a list that is not an object', () => {
    expect(() => parseRemoteList(['http://x/mf-manifest.json'])).toThrow(/must be an object/);
  });

  it('rejects an entry that is not a URL', () => {
    expect(() => parseRemoteList({ lessons: 42 })).toThrow(/"lessons" must be a URL/);
    expect(() => parseRemoteList({ lessons: 'javascript:alert(1)' })).toThrow(/must be a URL/);
  });

  it('rejects a name that cannot be a remote', () => {
    expect(() => parseRemoteList({ 'Bad Name': 'http://x/m.json' })).toThrow(/not a remote name/);
  });
});

describe('remoteNameOf', () => {
  it('reads the remote from a module id', () => {
    expect(remoteNameOf('gallery/AlbumPage')).toBe('gallery');
  });
});
