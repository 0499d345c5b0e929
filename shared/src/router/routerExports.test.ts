import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as routerExports from './routerExports';

const repoRoot = join(__dirname, '..', '..', '..');
const sourceRoots = ['shell', 'mf-lessons', 'mf-gallery', 'mf-about', 'mf-contact', 'shared'].map(
  (workspace) => join(repoRoot, workspace, 'src'),
);

/** Every application source file (tests run without the build's alias, so they are left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported as values from react-router-dom: `import { Link, type To } from ...`. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the federated builds’ react-router-dom', () => {
  it('reads value imports, leaving type imports out', () => {
    expect(
      routerImports("import { Link, type To, useParams as params } from 'react-router-dom';"),
    ).toEqual(['Link', 'useParams']);
  });

  it('exports every name the site’s source code imports from react-router-dom', () => {
    const files = sourceRoots.flatMap((root) => sourceFiles(root));
    const imported = new Set(files.flatMap((file) => routerImports(readFileSync(file, 'utf8'))));
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter((name) => !(name in routerExports));
    expect(missing).toEqual([]);
  });
});
