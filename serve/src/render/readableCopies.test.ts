/** @jest-environment node */
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copiesRoot, findSymlink, readableCopies, type WorkerSources } from './readableCopies';

/**
 * The one folder a render worker reads: copies with every link dereferenced, named by their
 * digest so servers of one build share it and no two write into one folder, and refused when
 * anyone else could have made it.
 */
let work: string;
let root: string;
let sources: WorkerSources;

/** A repository as npm leaves it: a lent package and its dependency, hoisted or linked. */
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'harmoni-copies-test-'));
  root = copiesRoot(join(work, 'copies'));
  const modules = join(work, 'repo', 'node_modules');
  const install = (folder: string, name: string, more: object = {}) => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({ name, version: '1.0.0', ...more }),
    );
    writeFileSync(join(folder, 'index.js'), `module.exports = '${name}';`);
  };
  install(join(modules, 'dom'), 'dom', { dependencies: { helper: '^1' } });
  // installed elsewhere in the store and linked, as pnpm-like layouts do
  install(join(work, 'repo', 'node_modules', '.store', 'helper'), 'helper');
  symlinkSync(join(modules, '.store', 'helper'), join(modules, 'helper'));
  mkdirSync(join(work, 'dist', 'ssr'), { recursive: true });
  writeFileSync(join(work, 'dist', 'ssr', 'renderShellView.cjs'), 'exports.view = 1;');
  writeFileSync(join(work, 'renderWorker.ts'), 'export {};');
  sources = {
    script: join(work, 'renderWorker.ts'),
    shellViewFile: join(work, 'dist', 'ssr', 'renderShellView.cjs'),
    lent: ['dom'],
    lentFrom: join(work, 'repo'),
  };
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

it('copies the worker, the shell view and the lent packages, with no link left', () => {
  const copies = readableCopies(sources, root);
  expect(readFileSync(copies.shellViewFile, 'utf8')).toBe('exports.view = 1;');
  // a TypeScript worker keeps its module syntax wherever it lands
  expect(copies.script).toBe(join(copies.folder, 'renderWorker.mts'));
  expect(readdirSync(copies.lentFrom).sort()).toEqual(['dom', 'helper']);
  expect(lstatSync(join(copies.lentFrom, 'helper')).isSymbolicLink()).toBe(false);
  expect(readFileSync(join(copies.lentFrom, 'helper', 'index.js'), 'utf8')).toBe(
    "module.exports = 'helper';",
  );
  expect(findSymlink([copies.folder])).toBeUndefined();
});

it('is named by its contents: the same build finds the same folder, a changed one another', () => {
  const first = readableCopies(sources, root);
  const again = readableCopies(sources, root);
  expect(again.folder).toBe(first.folder);
  writeFileSync(sources.shellViewFile, 'exports.view = 2;');
  const changed = readableCopies(sources, root);
  expect(changed.folder).not.toBe(first.folder);
  expect(readFileSync(first.shellViewFile, 'utf8')).toBe('exports.view = 1;');
  // no half-made folder is left behind
  expect(readdirSync(root).filter((name) => name.startsWith('.'))).toEqual([]);
});

it('removes the folders of builds no server started from for a week, and keeps its own', () => {
  const old = readableCopies(sources, root);
  const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  utimesSync(old.folder, weekAgo, weekAgo);
  writeFileSync(sources.shellViewFile, 'exports.view = 3;');
  const current = readableCopies(sources, root);
  expect(existsSync(old.folder)).toBe(false);
  expect(existsSync(current.folder)).toBe(true);
  expect(statSync(current.folder).mtimeMs).toBeGreaterThan(weekAgo.getTime());
});

it('refuses a folder for the copies that others may write to, or that is a link', () => {
  const shared = join(work, 'shared');
  mkdirSync(shared);
  chmodSync(shared, 0o777);
  expect(() => copiesRoot(shared)).toThrow(
    `Refused ${shared} for the render workers' files: others may write to it`,
  );
  const linked = join(work, 'linked');
  symlinkSync(root, linked);
  expect(() => copiesRoot(linked)).toThrow('it is not a folder');
});

it('finds a link anywhere in the readable set', () => {
  const copies = readableCopies(sources, root);
  expect(findSymlink([copies.folder])).toBeUndefined();
  const planted = join(copies.lentFrom, 'dom', 'data');
  symlinkSync(join(work, 'repo'), planted);
  expect(findSymlink([copies.script, copies.folder])).toBe(planted);
  rmSync(planted);
});

it("refuses to lend a workspace: npm's link leads into the repository (the enquiry data among it)", () => {
  const workspace = join(work, 'repo', 'mf-contact');
  mkdirSync(join(workspace, 'data'), { recursive: true });
  writeFileSync(
    join(workspace, 'package.json'),
    JSON.stringify({ name: 'mf-contact', version: '1.0.0' }),
  );
  writeFileSync(join(workspace, 'data', 'enquiries.db'), 'names and phones');
  symlinkSync(workspace, join(work, 'repo', 'node_modules', 'mf-contact'));
  expect(() => readableCopies({ ...sources, lent: ['dom', 'mf-contact'] }, root)).toThrow(
    `Refused to lend mf-contact to the views: it is linked to ${workspace}, not installed in node_modules`,
  );
});
