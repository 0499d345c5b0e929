/**
 * The enquiry server as it ships: `dist-server/` as `npm run build:server -w mf-contact` makes
 * it, built once per source state into node_modules/.cache (a folder named by a hash of every
 * source it compiles; there, its imports find the installed packages), so each test file starts
 * the compiled server without rebuilding it and never disturbs the workspace's own dist-server/.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What the server build reads, from the repository's root. */
const sources = [
  'mf-contact/server',
  'mf-contact/src/enquiry',
  'mf-contact/rsbuild.server.config.ts',
  'mf-contact/package.json',
  'shared/src',
  'shared/package.json',
  'tooling/src',
];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

function sourceHash(repoRoot: string): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of filesUnder(join(repoRoot, source))) {
      hash.update(file.slice(repoRoot.length)).update('\0').update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const built = new Map<string, string>();

/**
 * The folder of the compiled enquiry server (main.mjs, cli/enquiries.mjs, page-styles/) for the
 * sources as they are now; built if no test built it yet.
 */
export function compiledServerDir(contactDir: string): string {
  const cached = built.get(contactDir);
  if (cached) return cached;
  const repoRoot = resolve(contactDir, '..');
  const dir = join(repoRoot, 'node_modules/.cache/harmoni-enquiry-server', sourceHash(repoRoot));
  if (!existsSync(join(dir, 'main.mjs'))) {
    const building = `${dir}.${process.pid}.building`;
    execFileSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules/@rsbuild/core/bin/rsbuild.js'),
        'build',
        '-c',
        'rsbuild.server.config.ts',
        '--dist-path',
        building,
        '--log-level',
        'error',
      ],
      { cwd: contactDir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    try {
      // atomic: another test process that built the same sources first wins, and both use it
      renameSync(building, dir);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  built.set(contactDir, dir);
  return dir;
}
