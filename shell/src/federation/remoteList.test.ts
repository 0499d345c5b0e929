import { parseRemoteEntries, parseRemoteList, remoteNameOf } from './remoteList';

describe('parseRemoteList', () => {
  it('reads where each remote publishes its manifest', () => {
    expect(
      parseRemoteList({
        lessons: 'http://localhost:3001/mf-manifest.json',
        gallery: 'https://cdn.example.com/gallery/mf-manifest.json',
      }),
    ).toEqual([
      { name: 'lessons', manifestUrl: 'http://localhost:3001/mf-manifest.json' },
      { name: 'gallery', manifestUrl: 'https://cdn.example.com/gallery/mf-manifest.json' },
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

describe('parseRemoteEntries', () => {
  it('keeps the entries that are URLs and leaves out the rest', () => {
    expect(
      parseRemoteEntries({
        lessons: 'http://localhost:3001/static/js/lessons.e3.js',
        gallery: 'javascript:alert(1)',
        about: 7,
      }),
    ).toEqual({ lessons: 'http://localhost:3001/static/js/lessons.e3.js' });
  });

  it('rejects a block that is not an object', () => {
    expect(() => parseRemoteEntries('lessons')).toThrow(/must be an object/);
  });
});

describe('remoteNameOf', () => {
  it('reads the remote from a module id', () => {
    expect(remoteNameOf('gallery/AlbumPage')).toBe('gallery');
  });
});
