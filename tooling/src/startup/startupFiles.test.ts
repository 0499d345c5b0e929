import { startupFiles, type GraphChunk, type GraphChunkGroup } from './startupFiles';

const chunk = (name: string | undefined, files: string[]): GraphChunk => ({ name, files });

// A shell like ours: index.js imports './bootstrap'; the shared singletons it provides are in
// the named library chunks; a consume-fallback group and a lazy page are never loaded at start.
const bootstrap: GraphChunkGroup = {
  origins: [{ request: './bootstrap' }],
  chunks: [
    chunk('lib-shared', ['static/js/async/lib-shared.js', 'static/css/async/lib-shared.css']),
    chunk(undefined, ['static/js/async/2.js', 'static/css/async/2.css']),
  ],
};
const graph: GraphChunkGroup[] = [
  { origins: [{ request: './src/index.ts' }], chunks: [chunk('index', ['static/js/index.js'])] },
  bootstrap,
  { origins: [{}], chunks: [chunk('lib-react', ['static/js/async/lib-react.js'])] },
  { origins: [{}], chunks: [chunk('lib-router', ['static/js/async/lib-router.js'])] },
  { origins: [{}], chunks: [chunk(undefined, ['static/js/async/fallback-zustand.js'])] },
  { origins: [{ request: './pages/Later' }], chunks: [chunk(undefined, ['static/js/async/9.js'])] },
];
const libraries = ['lib-react', 'lib-router', 'lib-shared'];

describe('startupFiles', () => {
  it("lists the boundary's chunks and the library chunks, styles first, each file once", () => {
    expect(startupFiles(graph, './bootstrap', libraries)).toEqual([
      'static/css/async/lib-shared.css',
      'static/css/async/2.css',
      'static/js/async/lib-shared.js',
      'static/js/async/2.js',
      'static/js/async/lib-react.js',
      'static/js/async/lib-router.js',
    ]);
  });

  it('never lists chunks that load only later or as a fallback', () => {
    const files = startupFiles(graph, './bootstrap', libraries);
    expect(files).not.toContain('static/js/async/fallback-zustand.js');
    expect(files).not.toContain('static/js/async/9.js');
  });

  it('leaves out what the initial chunks already carry, and files other than scripts and styles', () => {
    const withMap: GraphChunkGroup = {
      origins: [{ request: './bootstrap' }],
      chunks: [chunk(undefined, ['static/js/async/2.js', 'static/js/async/2.js.map'])],
    };
    const files = startupFiles(
      [withMap, ...graph.filter((group) => group !== bootstrap)],
      './bootstrap',
      ['lib-react', 'lib-router'],
      ['static/js/async/lib-router.js'],
    );
    expect(files).toEqual(['static/js/async/2.js', 'static/js/async/lib-react.js']);
  });

  it('fails the build when nothing is imported as the boundary', () => {
    expect(() => startupFiles(graph, './start', libraries)).toThrow(
      'No chunk group is imported as "./start"',
    );
  });

  it('fails the build when a library chunk is missing, so a changed split is looked at', () => {
    expect(() => startupFiles(graph, './bootstrap', [...libraries, 'lib-zod'])).toThrow(
      'no chunk named "lib-zod"',
    );
  });
});
