/**
 * The deployable artifacts (`npm run artifacts`), each unpacked into an empty folder of its own
 * outside the repository and started there with `node server.mjs`, as a host would: its
 * settings from the environment, nothing from the repository (not even its environment). Ports
 * 3170-3179 belong to these tests (see ports.ts).
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { startServerProcess, type ServerProcess } from './serverProcess';

export const artifactPorts = {
  shell: 3170,
  'mf-lessons': 3171,
  'mf-gallery': 3172,
  'mf-about': 3173,
  'mf-contact': 3174,
  enquiry: 3175,
} as const;

/** The release host, run from the shell's artifact (its `harmoni-serve --app releases`). */
export const releaseHostPort = 3176;

export type ArtifactName = keyof typeof artifactPorts;

/** Marks the artifacts as packed by one Playwright run: its runner, the workers' parent. */
const packedBy = join(repoRoot, 'artifacts', '.packed-by-run');

/**
 * Packs every deployable from the current builds (the suite runs after `npm run build`), once
 * per Playwright run: a worker started again after a failed test uses that pack. True when it
 * packed.
 */
export function packArtifacts(): boolean {
  const run = String(process.ppid);
  if (existsSync(packedBy) && readFileSync(packedBy, 'utf8') === run) return false;
  const pack = spawnSync('npm', ['run', 'artifacts'], { cwd: repoRoot, encoding: 'utf8' });
  if (pack.status !== 0) {
    throw new Error(`npm run artifacts failed:\n${pack.stdout}\n${pack.stderr}`);
  }
  writeFileSync(packedBy, run);
  return true;
}

/** Unpacks artifacts/<name>.tgz into a new, empty temp folder. */
export function unpack(name: ArtifactName): string {
  const folder = mkdtempSync(join(tmpdir(), `harmoni-artifact-${name}-`));
  const tar = spawnSync('tar', ['-xzf', join(repoRoot, 'artifacts', `${name}.tgz`), '-C', folder], {
    encoding: 'utf8',
  });
  if (tar.status !== 0) throw new Error(`could not unpack ${name}: ${tar.stderr}`);
  return folder;
}

export interface RunningArtifact extends ServerProcess {
  folder: string;
  /** runs another command of the artifact (its own node, its folder, its environment) */
  run(args: readonly string[]): string;
}

/**
 * Starts an unpacked artifact with `node server.mjs [args]` and waits for its health check. Its
 * environment is `env` and PATH only.
 */
export async function startArtifact(
  folder: string,
  port: number,
  env: Record<string, string>,
  args: readonly string[] = [],
): Promise<RunningArtifact> {
  const fullEnv = { PATH: process.env.PATH ?? '', ...env };
  const server = await startServerProcess({
    name: `${basename(folder)} on ${port}`,
    args: ['server.mjs', ...args],
    cwd: folder,
    env: fullEnv,
    url: `http://localhost:${port}`,
  });
  return {
    ...server,
    folder,
    run: (command) => {
      const result = spawnSync(process.execPath, command, {
        cwd: folder,
        env: fullEnv,
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr}`);
      return result.stdout;
    },
  };
}
