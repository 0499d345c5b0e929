import { entryFromManifest, remoteEntryUrl } from './remoteEntry';

const manifestUrl = 'https://lessons.example.com/v3/mf-manifest.json';

describe('remoteEntryUrl', () => {
  it("finds an 'auto' entry beside the manifest", () => {
    expect(
      remoteEntryUrl(
        {
          metaData: {
            publicPath: 'auto',
            remoteEntry: { name: 'static/js/lessons.e3.js', path: '' },
          },
        },
        manifestUrl,
      ),
    ).toBe('https://lessons.example.com/v3/static/js/lessons.e3.js');
  });

  it('joins the entry path and resolves against an absolute public path', () => {
    expect(
      remoteEntryUrl(
        {
          metaData: {
            publicPath: 'https://cdn.example.com/lessons/',
            remoteEntry: { name: 'entry.js', path: 'static/js/' },
          },
        },
        manifestUrl,
      ),
    ).toBe('https://cdn.example.com/lessons/static/js/entry.js');
  });
});

describe('entryFromManifest', () => {
  it('reads the entry of a fetched manifest', () => {
    const raw: unknown = JSON.parse(
      '{"id":"lessons","metaData":{"publicPath":"auto","remoteEntry":{"name":"static/js/lessons.e3.js","path":"","type":"global"}},"exposes":[]}',
    );
    expect(entryFromManifest(raw, manifestUrl)).toBe(
      'https://lessons.example.com/v3/static/js/lessons.e3.js',
    );
  });

  it.each([
    ['not an object', 'Not Found'],
    ['no metaData', { exposes: [] }],
    ['no entry name', { metaData: { remoteEntry: { path: '' } } }],
    ['an empty entry name', { metaData: { remoteEntry: { name: '' } } }],
    [
      'a public path that is not text',
      { metaData: { publicPath: 3, remoteEntry: { name: 'a.js' } } },
    ],
  ])('rejects a file with %s', (_case, raw) => {
    expect(() => entryFromManifest(raw, manifestUrl)).toThrow(
      `${manifestUrl} is not a federation manifest: it names no remote entry`,
    );
  });
});
