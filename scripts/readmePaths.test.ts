/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentsFrom, linkedDocs, missingPaths, repoRoot } from './readmePaths';

const readText = (doc: string): string => readFileSync(join(repoRoot, doc), 'utf8');
// the workspace READMEs are checked even where no document links them
const documents = [
  ...new Set([...documentsFrom('README.md'), 'mf-contact/README.md', 'mf-gallery/README.md']),
];

describe('the README and the documents it links', () => {
  it('links the documents the detail moved to', () => {
    expect(documentsFrom('README.md')).toEqual(
      expect.arrayContaining([
        'bench/README.md',
        'serve/README.md',
        'docs/releases.md',
        'docs/deploying.md',
        'docs/architecture.md',
        'mf-contact/README.md',
      ]),
    );
  });

  it('keeps the README short enough to read (about 200-250 lines)', () => {
    expect(readText('README.md').split('\n').length).toBeLessThanOrEqual(260);
  });

  it.each(documents)('%s names only files and folders that exist', (doc) => {
    expect(missingPaths(doc, readText(doc))).toEqual([]);
  });
});

describe('the check itself', () => {
  const fixture = [
    'The routes are in `shell/src/app/routeTable.tsx`, the config in `shared/src/config/site.ts`.',
    'Releases: [the cycle](docs/nowhere.md), [deploying](deploying.md), [site](https://example.com).',
    'Built into `shell/dist/index.html`; `react-dom/server` is no path.',
  ].join('\n');

  it('reports a path that does not exist, backticked or linked, and only those', () => {
    expect(missingPaths('docs/releases.md', fixture)).toEqual([
      'shell/src/app/routeTable.tsx',
      'docs/nowhere.md',
    ]);
  });

  it('reads links relative to the document that holds them', () => {
    expect(missingPaths('README.md', '[deploying](deploying.md)')).toEqual(['deploying.md']);
    expect(linkedDocs('docs/releases.md', '[deploying](deploying.md)')).toEqual([
      'docs/deploying.md',
    ]);
  });
});
