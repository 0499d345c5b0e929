import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { shellViewFile } from '@harmoni/shared/buildOutput';

const here = createRequire(__filename);

/**
 * The packages a test's shell view (fakeShellView.ts) draws with. A render worker reads only
 * copies of the shell view's folder (render/readableCopies.ts, links followed), as the real view
 * bundles React: so the repository's packages are linked beside the test's view.
 */
const SHELL_VIEW_PACKAGES = ['react', 'react-dom', 'scheduler'];

function lendShellViewPackages(root: string): void {
  const folder = join(root, dirname(shellViewFile), 'node_modules');
  mkdirSync(folder, { recursive: true });
  for (const name of SHELL_VIEW_PACKAGES) {
    symlinkSync(dirname(here.resolve(`${name}/package.json`)), join(folder, name), 'dir');
  }
}

/** Large enough that every text file is worth compressing. */
const filler = (line: string): string => Array.from({ length: 80 }, () => line).join('\n');

export const fakeFiles: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>Harmoni</title></head><body><div id="root"></div>\n${filler('<!-- padding -->')}</body></html>`,
  'mf-manifest.json': JSON.stringify({ id: 'gallery', pad: filler('x') }),
  'mf-stats.json': JSON.stringify({ id: 'gallery' }),
  'remoteEntry.js': `var gallery = {};\n${filler('// entry')}`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${filler('<g/>')}</svg>`,
  'static/js/main.1a2b3c4d.js': `console.log("main");\n${filler('// code')}`,
  'static/css/main.5e6f7a8b.css': `body { margin: 0 }\n${filler('/* style */')}`,
  'assets/docs/lessons/piano.txt': `Piano lessons for all ages.\n${filler('More text.')}`,
  'assets/images/gallery/info.txt': 'Album notes',
  'assets/images/gallery/cover.svg': `<svg xmlns="http://www.w3.org/2000/svg">${filler('<rect/>')}</svg>`,
};

export interface FakeDist {
  root: string;
  remove(): void;
}

/** A tiny Rsbuild-like build output in a temp folder (with a shell view: the packages it uses). */
export function createFakeDist(files: Record<string, string> = fakeFiles): FakeDist {
  const root = mkdtempSync(join(tmpdir(), 'harmoni-serve-'));
  for (const [file, content] of Object.entries(files)) {
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  if (files[shellViewFile] !== undefined) lendShellViewPackages(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
