import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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

/** A tiny Rsbuild-like build output in a temp folder. */
export function createFakeDist(files: Record<string, string> = fakeFiles): FakeDist {
  const root = mkdtempSync(join(tmpdir(), 'harmoni-serve-'));
  for (const [file, content] of Object.entries(files)) {
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
