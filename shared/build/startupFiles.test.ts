import {
  consumedShare,
  providedShare,
  startupFiles,
  type GraphChunk,
  type GraphChunkGroup,
} from './startupFiles';

const consume = (key: string, range: string) =>
  `consume shared module (default) ${key}@${range} (strict) (fallback: /repo/node_modules/${key}/index.js)`;
const provide = (key: string, version: string) =>
  `provide shared module (default) ${key}@${version} = /repo/node_modules/${key}/index.js`;

const chunk = (id: string, files: string[], modules: readonly string[] = []): GraphChunk => ({
  id,
  files,
  modules,
});
const providedBy = (key: string, ...chunks: GraphChunk[]): GraphChunkGroup => ({
  origins: [{ moduleIdentifier: provide(key, '1.0.0') }],
  chunks,
});
const fallbackOf = (key: string, ...chunks: GraphChunk[]): GraphChunkGroup => ({
  origins: [{ moduleIdentifier: consume(key, '^1.0.0') }],
  chunks,
});

// A shell like ours: index.js imports './bootstrap', which consumes react and @harmoni/shared;
// @harmoni/shared consumes zustand. Each share has a provider group and a fallback group.
const consumesReact = chunk('s', [], [consume('react', '^1.0.0')]);
const bootstrap: GraphChunkGroup = {
  origins: [{ request: './bootstrap', moduleIdentifier: '/repo/shell/src/index.ts' }],
  chunks: [
    consumesReact,
    chunk(
      '2',
      ['static/js/async/2.js', 'static/css/async/2.css'],
      ['/repo/shell/src/bootstrap.tsx', consume('@harmoni/shared', '^1.0.0')],
    ),
  ],
};
const sharedCode = chunk(
  'q',
  ['static/js/async/q.js'],
  ['/repo/shared/src/index.ts', consume('zustand', '^1.0.0')],
);
const graph: GraphChunkGroup[] = [
  { origins: [{ request: './src/index.ts' }], chunks: [chunk('index', ['static/js/index.js'])] },
  fallbackOf('react', chunk('r', ['static/js/async/r.js'])),
  bootstrap,
  providedBy('react', chunk('r', ['static/js/async/r.js'])),
  fallbackOf('@harmoni/shared', sharedCode, chunk('g', ['static/css/async/g.css'])),
  providedBy(
    '@harmoni/shared',
    consumesReact,
    sharedCode,
    chunk('0', ['static/js/async/0.js', 'static/css/async/0.css']),
  ),
  fallbackOf('zustand', chunk('6', ['static/js/async/6.js'])),
  providedBy('zustand', consumesReact, chunk('s5', ['static/js/async/s5.js'])),
];

describe('share keys in module identifiers', () => {
  it('reads the scope and key of a consumed module, scoped package names included', () => {
    expect(consumedShare(consume('@harmoni/shared', '^1.0.0'))).toEqual({
      scope: 'default',
      key: '@harmoni/shared',
    });
    expect(consumedShare(consume('react-dom/client', '^19.2.0'))).toEqual({
      scope: 'default',
      key: 'react-dom/client',
    });
    expect(consumedShare('consume shared module (legacy) zustand@*')).toEqual({
      scope: 'legacy',
      key: 'zustand',
    });
  });

  it('reads the scope and key of a provided module', () => {
    expect(providedShare(provide('@harmoni/shared', '1.0.0'))).toEqual({
      scope: 'default',
      key: '@harmoni/shared',
    });
    expect(
      providedShare(
        'provide shared module (default) react/jsx-runtime@19.3.1 = /r/node_modules/@x/y/a.js',
      ),
    ).toEqual({ scope: 'default', key: 'react/jsx-runtime' });
  });

  it('ignores every other module', () => {
    expect(consumedShare('/repo/shell/src/bootstrap.tsx')).toBeUndefined();
    expect(providedShare(consume('react', '^1.0.0'))).toBeUndefined();
    expect(consumedShare(provide('react', '1.0.0'))).toBeUndefined();
  });
});

describe('startupFiles', () => {
  it('lists the boundary chunks, then the providers of what they consume, transitively', () => {
    expect(startupFiles(graph, './bootstrap')).toEqual([
      'static/css/async/2.css',
      'static/js/async/2.js',
      'static/js/async/r.js',
      'static/css/async/0.css',
      'static/js/async/q.js',
      'static/js/async/0.js',
      'static/js/async/s5.js',
    ]);
  });

  it('never lists the consume-fallback chunks of a share the shell provides', () => {
    const files = startupFiles(graph, './bootstrap');
    for (const fallback of ['static/css/async/g.css', 'static/js/async/6.js']) {
      expect(files).not.toContain(fallback);
    }
  });

  it('falls back to the fallback chunks when the build provides no such share', () => {
    const withoutZustandProvider = graph.filter(
      (group) => !group.origins.some((origin) => origin.moduleIdentifier?.includes('zustand@1')),
    );
    const files = startupFiles(withoutZustandProvider, './bootstrap');
    expect(files).toContain('static/js/async/6.js');
    expect(files).not.toContain('static/js/async/s5.js');
  });

  it('leaves out what the initial chunks already carry, and files other than scripts and styles', () => {
    const withMap: GraphChunkGroup = {
      origins: [{ request: './bootstrap' }],
      chunks: [
        chunk(
          '2',
          ['static/js/async/2.js', 'static/js/async/2.js.map'],
          bootstrap.chunks[1]?.modules,
        ),
      ],
    };
    const files = startupFiles(
      [withMap, ...graph.filter((group) => group !== bootstrap)],
      './bootstrap',
      ['static/js/async/q.js'],
    );
    expect(files).toContain('static/js/async/2.js');
    expect(files).not.toContain('static/js/async/2.js.map');
    expect(files).toContain('static/js/async/0.js');
    expect(files).not.toContain('static/js/async/q.js');
  });

  it('fails the build when nothing is imported as the boundary', () => {
    expect(() => startupFiles(graph, './start')).toThrow('No chunk group is imported as "./start"');
  });
});
