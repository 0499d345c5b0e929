/**
 * What `npm run release` runs in a remote's workspace besides publishing: the remote's own
 * content check (its `content:check` script) and its production build, into a folder of the
 * release's own. Both run as the team's own commands in child processes: the release tooling
 * never imports a remote's source.
 */
import { spawn } from 'node:child_process';

export interface ReleaseSteps {
  /** `rsbuild build --dist-path <outDir>` in the workspace: never its dist/ */
  build(workspaceDir: string, outDir: string): Promise<void>;
  /**
   * The workspace's `content:check` of a folder (its public/ or a build) or of a served
   * release (a URL): the problems it names, none when the content is sound.
   */
  checkContent(workspaceDir: string, target: { root: string } | { url: string }): Promise<string[]>;
}

interface Finished {
  status: number | null;
  output: string;
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Finished> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

const tail = (output: string, lines = 30) => output.trimEnd().split('\n').slice(-lines).join('\n');

/** A check's lines that name a problem ('  - …'), without the summary around them. */
export function problemLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('  - '))
    .map((line) => line.slice(4));
}

export const releaseSteps: ReleaseSteps = {
  async build(workspaceDir, outDir) {
    const built = await run(
      'npm',
      ['exec', '--no', '--', 'rsbuild', 'build', '--dist-path', outDir],
      workspaceDir,
      // a release is a production build, whatever the shell it is run from says
      { ...process.env, NODE_ENV: 'production' },
    );
    if (built.status !== 0) {
      throw new Error(
        `The build failed (rsbuild build in ${workspaceDir}):\n${tail(built.output)}`,
      );
    }
  },

  async checkContent(workspaceDir, target) {
    const args = 'root' in target ? ['--root', target.root] : ['--url', target.url];
    const checked = await run(
      'npm',
      ['run', '--silent', 'content:check', '--', ...args],
      workspaceDir,
    );
    if (checked.status === 0) return [];
    const problems = problemLines(checked.output);
    // a check that could not run at all says so in its own words
    return problems.length > 0 ? problems : [`its content check failed:\n${tail(checked.output)}`];
  },
};
