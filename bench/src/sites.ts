import { startSingleBundleServer } from '@harmoni/serve';
import { portOf, remoteApps, shellApp } from '@harmoni/shared/apps';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

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
  run(
    join(repoRoot, 'node_modules/.bin/rsbuild'),
    ['build', '-c', 'rsbuild.single.config.ts'],
    join(repoRoot, 'shell'),
  );
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

/** The single-bundle build, served like the federated shell (see startSingleBundleServer). */
export async function startSingleBundleSite(repoRoot: string, port: number): Promise<RunningSite> {
  const server = await startSingleBundleServer(join(repoRoot, 'shell', 'dist-single'), port);
  return { url: server.url, stop: () => server.close() };
}
