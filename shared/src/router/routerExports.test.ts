import { readFileSync } from 'node:fs';
import { siteSourceFiles } from '../testing/siteSources';
import * as routerExports from './routerExports';

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
    const files = siteSourceFiles(/\.tsx?$/);
    const imported = new Set(files.flatMap((file) => routerImports(readFileSync(file, 'utf8'))));
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter((name) => !(name in routerExports));
    expect(missing).toEqual([]);
  });
});
