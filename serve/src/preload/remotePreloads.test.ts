import { parseRemoteManifest } from './remoteManifest';
import { remoteEntries, remotePreloads, type KnownRemote } from './remotePreloads';

const lessonsManifest = parseRemoteManifest(
  {
    metaData: {
      name: 'lessons',
      publicPath: 'auto',
      remoteEntry: { name: 'static/js/lessons.e3.js', path: '' },
    },
    exposes: [
      {
        name: 'lessonService',
        assets: {
          js: { sync: ['static/js/async/ms.db.js', 'static/js/async/service.5d.js'], async: [] },
          css: { sync: [], async: [] },
        },
      },
      {
        name: 'LessonPage',
        assets: {
          js: { sync: ['static/js/async/ms.db.js', 'static/js/async/page.b5.js'], async: ['x.js'] },
          css: { sync: ['static/css/async/page.bb.css'], async: [] },
        },
      },
    ],
    shared: [],
  },
  'http://localhost:3001/mf-manifest.json',
);

/** The registry's digests of the lessons release's files (all but one chunk). */
const digest = (mark: string) => `sha384-${mark.repeat(64).slice(0, 64)}`;
const fileDigests = {
  'http://localhost:3001/static/js/async/ms.db.js': digest('a'),
  'http://localhost:3001/static/js/async/service.5d.js': digest('b'),
  'http://localhost:3001/static/css/async/page.bb.css': digest('c'),
};

const remotes = new Map<string, KnownRemote>([
  [
    'lessons',
    {
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      manifest: lessonsManifest,
      fileDigests,
    },
  ],
  ['gallery', { manifestUrl: 'https://gallery.example.com/v2/mf-manifest.json' }],
]);

describe('remotePreloads', () => {
  it('hints the entry and the sync files of the modules the page draws, each with the digest it is loaded with, never the manifest', () => {
    const pinned = { fetchpriority: 'low', crossorigin: 'anonymous' };
    expect(remotePreloads(['lessons/lessonService', 'lessons/LessonPage'], remotes)).toEqual([
      { href: 'http://localhost:3001/static/js/lessons.e3.js', as: 'script', fetchpriority: 'low' },
      {
        href: 'http://localhost:3001/static/js/async/ms.db.js',
        as: 'script',
        ...pinned,
        integrity: digest('a'),
      },
      {
        href: 'http://localhost:3001/static/js/async/service.5d.js',
        as: 'script',
        ...pinned,
        integrity: digest('b'),
      },
      {
        href: 'http://localhost:3001/static/css/async/page.bb.css',
        as: 'style',
        ...pinned,
        integrity: digest('c'),
      },
    ]);
  });

  it('leaves out a chunk the registry records no digest for: its preload would be fetched twice', () => {
    const hrefs = remotePreloads(['lessons/LessonPage'], remotes).map((link) => link.href);
    expect(hrefs).not.toContain('http://localhost:3001/static/js/async/page.b5.js');
  });

  it('leaves out async chunks the module may never load', () => {
    const hrefs = remotePreloads(['lessons/LessonPage'], remotes).map((link) => link.href);
    expect(hrefs).not.toContain('http://localhost:3001/x.js');
  });

  it('hints nothing of a remote whose manifest it could not read', () => {
    expect(remotePreloads(['gallery/AlbumPage'], remotes)).toEqual([]);
  });

  it('ignores remotes and modules it does not know', () => {
    expect(remotePreloads(['contact/ContactPage', 'lessons/NoSuchModule', 'bad'], remotes)).toEqual(
      [
        {
          href: 'http://localhost:3001/static/js/lessons.e3.js',
          as: 'script',
          fetchpriority: 'low',
        },
      ],
    );
  });

  it('resolves files against an absolute public path', () => {
    const manifest = parseRemoteManifest(
      {
        metaData: {
          publicPath: 'https://cdn.example.com/lessons/',
          remoteEntry: { name: 'entry.js', path: 'static/js' },
        },
        exposes: [],
      },
      'https://lessons.example.com/mf-manifest.json',
    );
    const links = remotePreloads(
      ['lessons/LessonCards'],
      new Map([
        ['lessons', { manifestUrl: 'https://lessons.example.com/mf-manifest.json', manifest }],
      ]),
    );
    expect(links[0]).toEqual({
      href: 'https://cdn.example.com/lessons/static/js/entry.js',
      as: 'script',
      fetchpriority: 'low',
    });
  });

  it('rejects a file that is not a manifest', () => {
    expect(() => parseRemoteManifest({ name: 'lessons' }, 'http://x/mf-manifest.json')).toThrow(
      /http:\/\/x\/mf-manifest.json is not a federation manifest/,
    );
  });
});

describe('remoteEntries', () => {
  it('names the entry of every remote whose manifest was read, and skips the others', () => {
    expect(remoteEntries(remotes)).toEqual({
      lessons: 'http://localhost:3001/static/js/lessons.e3.js',
    });
  });
});
