/**
 * The repository's commands that ship as TypeScript run by tsx, run as their npm scripts run
 * them: the release commands (`npm run promote`, …, and each remote's `npm run release`) and a
 * remote's content tools (`npm run gallery:import -w mf-gallery`). Commands, not servers: the
 * servers are only ever run compiled (serverProcess.ts). Run without npm, so that publishing a
 * build a test made (`release --dist`) does not first rebuild the remote's own dist/, as its npm
 * script does, under the other tests' servers. This is the one e2e file that starts tsx
 * (scripts/e2eRunsBuilds.test.ts), and only for a file some package.json script runs with tsx.
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Every TypeScript file an npm script of the repository runs with tsx, as absolute paths. */
function tsxCommandFiles(): Set<string> {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const files = new Set<string>();
  for (const manifest of ['package.json', ...root.workspaces.map((w) => `${w}/package.json`)]) {
    const { scripts = {} } = JSON.parse(readFileSync(join(repoRoot, manifest), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    for (const script of Object.values(scripts)) {
      for (const [, file] of script.matchAll(/\btsx (\S+\.ts)\b/g)) {
        files.add(resolve(repoRoot, dirname(manifest), file ?? ''));
      }
    }
  }
  return files;
}

/** Runs `tsx <file> <args>` in `cwd`; `file` is relative to the repository. */
export function teamCommand(
  file: string,
  args: readonly string[],
  { cwd = repoRoot, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CommandRun> {
  const command = join(repoRoot, file);
  if (!tsxCommandFiles().has(command)) {
    throw new Error(`${file} is no command an npm script runs with tsx: run what ships`);
  }
  const run = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), [command, ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolveRun, reject) => {
    run.on('error', reject);
    run.on('close', (status) =>
      resolveRun({ status, stdout: stdout.trim(), stderr: stderr.trim() }),
    );
  });
}

/** The command's output; it must succeed. */
export async function teamCommandSucceeds(
  file: string,
  args: readonly string[],
  options?: { cwd?: string; env?: Record<string, string> },
): Promise<string> {
  const run = await teamCommand(file, args, options);
  if (run.status !== 0) throw new Error(`${file} ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

const releaseCli = 'scripts/releaseCli.ts';

/** A release command (release, promote, rollback, releases, preview-token), in `cwd`. */
export const releaseCommand = (
  env: Record<string, string>,
  args: readonly string[],
  cwd?: string,
) => teamCommand(releaseCli, args, { cwd, env });

export const releaseCommandSucceeds = (
  env: Record<string, string>,
  args: readonly string[],
  cwd?: string,
) => teamCommandSucceeds(releaseCli, args, { cwd, env });
