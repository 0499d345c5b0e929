/**
 * The deployable artifacts (`npm run artifacts`), each unpacked into an empty folder of its own
 * outside the repository and started there with `node server.mjs`, as a host would: its
 * settings from the environment, nothing from the repository (not even its environment). Ports
 * 3170-3179 belong to these tests (see ports.ts).
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntilHealthy } from './contact';

export const artifactPorts = {
  shell: 3170,
  'mf-lessons': 3171,
  'mf-gallery': 3172,
  'mf-about': 3173,
  'mf-contact': 3174,
  enquiry: 3175,
} as const;

export type ArtifactName = keyof typeof artifactPorts;

/** Packs every deployable from the current builds (the suite runs after `npm run build`). */
export function packArtifacts(): void {
  const pack = spawnSync('npm', ['run', 'artifacts'], { cwd: repoRoot, encoding: 'utf8' });
  if (pack.status !== 0) {
    throw new Error(`npm run artifacts failed:\n${pack.stdout}\n${pack.stderr}`);
  }
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

export interface RunningArtifact {
  folder: string;
  url: string;
  /** what it printed so far */
  output(): string;
  /** runs another command of the artifact (its own node, its folder, its environment) */
  run(args: readonly string[]): string;
  stop(): Promise<void>;
}

/**
 * Starts an unpacked artifact with `node server.mjs` and waits for its health check. Its
 * environment is `env` and PATH only.
 */
export async function startArtifact(
  folder: string,
  port: number,
  env: Record<string, string>,
): Promise<RunningArtifact> {
  const fullEnv = { PATH: process.env.PATH ?? '', ...env };
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: folder,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  try {
    await waitUntilHealthy(`${url}/healthz`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${folder} did not start: ${String(error)}\n${output}`);
  }
  return {
    folder,
    url,
    output: () => output,
    run: (args) => {
      const result = spawnSync(process.execPath, args, {
        cwd: folder,
        env: fullEnv,
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
      return result.stdout;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
