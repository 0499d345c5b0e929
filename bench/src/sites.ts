import { portOf, remoteApps, shellApp } from '@harmoni/shared/apps';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startSingleBundleSite } from './singleBundle/singleBundleSite';

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Fresh production builds: every deployable, and the same pages as one single bundle. */
export function buildBoth(repoRoot: string): void {
  run('npm', ['run', 'build'], repoRoot);
  run('npm', ['run', 'build:single'], join(repoRoot, 'bench'));
}

async function waitFor(url: string, process: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`The site stopped before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The federated site exactly as `npm start` serves it. */
export async function startFederatedSite(repoRoot: string): Promise<RunningSite> {
  const site = spawn('npm', ['start'], { cwd: repoRoot, stdio: 'ignore', detached: true });
  for (const app of [...remoteApps, shellApp]) {
    await waitFor(`http://localhost:${portOf(app)}/healthz`, site);
  }
  return {
    url: `http://localhost:${portOf(shellApp)}`,
    stop: async () => {
      if (site.pid) process.kill(-site.pid, 'SIGTERM');
      await new Promise((resolve) => site.once('exit', resolve));
    },
  };
}

/** The single-bundle build, served like the federated shell (see singleBundle/). */
export async function startSingleBundle(repoRoot: string, port: number): Promise<RunningSite> {
  const site = await startSingleBundleSite(join(repoRoot, 'bench', 'single-bundle', 'dist'), port);
  return { url: site.url, stop: () => site.close() };
}
