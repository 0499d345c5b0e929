import { repoRoot } from '@harmoni/tooling/workspaces';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * A release command as a team runs it (npm run release / promote / …), in `cwd`. Not spawnSync:
 * a release host answering its checks may run in the test's own process.
 */
export function releaseCli(
  env: Record<string, string>,
  args: string[],
  cwd = repoRoot,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const run = spawn(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [join(repoRoot, 'scripts', 'releaseCli.ts'), ...args],
    { cwd, env: { ...process.env, ...env } },
  );
  let stdout = '';
  let stderr = '';
  run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    run.on('error', reject);
    run.on('close', (status) => resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

/** The command's output; it must succeed. */
export async function succeeds(
  env: Record<string, string>,
  args: string[],
  cwd?: string,
): Promise<string> {
  const run = await releaseCli(env, args, cwd);
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}
