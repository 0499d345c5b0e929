/** Test support: the site's own front-end source files, for tests that read across workspaces. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { remoteApps, shellApp } from '../config/apps';

const repoRoot = join(__dirname, '..', '..', '..');

/**
 * The workspaces whose `src` is the site's front-end code: the shell and the remotes, as the
 * app list names them (a new remote is read without a change here), and this package.
 */
export const siteWorkspaces: readonly string[] = [
  ...[shellApp, ...remoteApps].map((app) => app.workspace),
  'shared',
];

function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // generated code is written by a build, and tests run without the build's aliases
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(path, name);
    return name.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every site source file whose name matches (tests left out), as absolute paths. */
export function siteSourceFiles(name: RegExp): string[] {
  return siteWorkspaces.flatMap((workspace) => filesUnder(join(repoRoot, workspace, 'src'), name));
}

/** A file's path from the repository's root, with forward slashes ('shell/src/…'). */
export function fromRepoRoot(file: string): string {
  return relative(repoRoot, file).split(sep).join('/');
}
