import { spawnSync } from 'node:child_process';

/**
 * For tests of a workspace's command-line scripts: `npm run <script> -- <args>` in the
 * workspace, as its team runs it (Prettier, which the content scaffolds write with, cannot
 * run inside Jest).
 */
export function runNpmScript(
  workspaceDir: string,
  script: string,
  args: string[],
): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: workspaceDir,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}
