/** @jest-environment node */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProductionPackages } from './productionPackages';

/** Writes an installed package: its package.json and one file. */
function install(
  folder: string,
  name: string,
  version: string,
  more: {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  } = {},
): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, version, ...more }));
  writeFileSync(join(folder, 'index.js'), `module.exports = '${name}@${version}';\n`);
}

const versionAt = (artifact: string, path: string): string =>
  (JSON.parse(readFileSync(join(artifact, path, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('copyProductionPackages', () => {
  let repo: string;
  let artifact: string;

  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'packages-repo-'));
    artifact = mkdtempSync(join(tmpdir(), 'packages-artifact-'));
  });
  afterEach(() => {
    rmSync(repo, { recursive: true, force: true });
    rmSync(artifact, { recursive: true, force: true });
  });

  it('copies the roots and what they need, nesting a second version under the package that needs it', () => {
    const root = join(repo, 'node_modules');
    // the workspace's own lru-cache 11 wins over the hoisted 7, which the DOM package needs
    install(join(repo, 'serve', 'node_modules', 'lru-cache'), 'lru-cache', '11.0.0');
    install(join(root, 'lru-cache'), 'lru-cache', '7.0.0');
    install(join(root, 'server'), 'server', '5.0.0', { dependencies: { util: '^1' } });
    install(join(root, 'dom'), 'dom', '20.0.0', {
      dependencies: { 'lru-cache': '^7', util: '^1' },
      peerDependencies: { canvas: '^2' },
      optionalDependencies: { 'native-extra': '^1' },
    });
    install(join(root, 'util'), 'util', '1.0.0');
    install(join(root, 'unused'), 'unused', '1.0.0');

    const versions = copyProductionPackages(
      ['lru-cache', 'server', 'dom'],
      join(repo, 'serve'),
      artifact,
    );

    expect(versions).toEqual({ 'lru-cache': '11.0.0', server: '5.0.0', dom: '20.0.0' });
    expect(versionAt(artifact, 'node_modules/lru-cache')).toBe('11.0.0');
    expect(versionAt(artifact, 'node_modules/dom/node_modules/lru-cache')).toBe('7.0.0');
    expect(versionAt(artifact, 'node_modules/util')).toBe('1.0.0');
    expect(existsSync(join(artifact, 'node_modules/server/node_modules'))).toBe(false);
    // not needed; and neither the missing peer nor the missing optional dependency is required
    expect(existsSync(join(artifact, 'node_modules/unused'))).toBe(false);
    expect(existsSync(join(artifact, 'node_modules/canvas'))).toBe(false);
  });

  it('copies files, never links: a workspace package linked into node_modules arrives as a folder', () => {
    install(join(repo, 'linked-source'), 'linked', '1.0.0');
    mkdirSync(join(repo, 'node_modules'));
    symlinkSync(join(repo, 'linked-source'), join(repo, 'node_modules', 'linked'));

    copyProductionPackages(['linked'], repo, artifact);

    const copied = join(artifact, 'node_modules/linked');
    expect(lstatSync(copied).isSymbolicLink()).toBe(false);
    const file = join(copied, 'index.js');
    expect(statSync(file).ino).not.toBe(statSync(join(repo, 'linked-source', 'index.js')).ino);
  });

  it('leaves behind what no running server reads, and keeps the licence', () => {
    const source = join(repo, 'node_modules', 'lib');
    install(source, 'lib', '1.0.0');
    for (const file of ['index.js.map', 'index.d.ts', 'src.mts', 'README.md', 'LICENSE.md']) {
      writeFileSync(join(source, file), '');
    }
    mkdirSync(join(source, 'dist'));
    writeFileSync(join(source, 'dist', 'lib.cjs'), '');
    writeFileSync(join(source, 'dist', 'lib.d.cts'), '');

    copyProductionPackages(['lib'], repo, artifact);

    const copied = join(artifact, 'node_modules', 'lib');
    expect(readdirSync(copied).sort()).toEqual(['LICENSE.md', 'dist', 'index.js', 'package.json']);
    expect(readdirSync(join(copied, 'dist'))).toEqual(['lib.cjs']);
  });

  it('refuses a dependency that is not installed', () => {
    install(join(repo, 'node_modules', 'server'), 'server', '5.0.0', {
      dependencies: { missing: '^1' },
    });
    expect(() => copyProductionPackages(['server'], repo, artifact)).toThrow(
      'missing, a dependency of server, is not installed',
    );
    expect(() => copyProductionPackages(['absent'], repo, artifact)).toThrow(
      'absent is not installed',
    );
  });
});
