import { portOf, remoteApps, shellApp } from '@harmoni/shared/apps';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { withoutFiguresDist } from '../figures/withoutFigures.rsbuild';
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

/** The same two builds without the real-user figures (figures/withoutFigures.rsbuild.ts). */
export function buildBothWithoutFigures(repoRoot: string): void {
  run('npm', ['run', 'build:without-figures'], join(repoRoot, 'bench'));
}

function stopGroup(site: ChildProcess): () => Promise<void> {
  return async () => {
    if (site.exitCode !== null) return;
    if (site.pid) process.kill(-site.pid, 'SIGTERM');
    await new Promise((resolve) => site.once('exit', resolve));
  };
}

/**
 * The federated site exactly as `npm start` serves it. `alsoShellPorts`: other shells on this
 * machine the remotes must serve too (SHELL_ORIGINS), such as the one without the figures.
 */
export async function startFederatedSite(
  repoRoot: string,
  alsoShellPorts: number[] = [],
): Promise<RunningSite> {
  const env =
    alsoShellPorts.length > 0
      ? {
          ...process.env,
          SHELL_ORIGINS: [portOf(shellApp), ...alsoShellPorts]
            .map((port) => `http://localhost:${port}`)
            .join(','),
        }
      : process.env;
  const site = spawn('npm', ['start'], { cwd: repoRoot, stdio: 'ignore', detached: true, env });
  for (const app of [...remoteApps, shellApp]) {
    await waitFor(`http://localhost:${portOf(app)}/healthz`, site);
  }
  return { url: `http://localhost:${portOf(shellApp)}`, stop: stopGroup(site) };
}

/**
 * The shell built without the figures, served by the shell's own server beside the federated
 * site (same remotes, same registry); the remotes must list its port (startFederatedSite).
 */
export async function startShellWithoutFigures(
  repoRoot: string,
  port: number,
): Promise<RunningSite> {
  const site = spawn(
    'npm',
    ['run', 'start', '-w', 'shell', '--', '--root', withoutFiguresDist.shell, '--port', `${port}`],
    {
      cwd: repoRoot,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, REGISTRY_FILE: join(repoRoot, 'shell', 'registry.json') },
    },
  );
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/healthz`, site);
  return { url, stop: stopGroup(site) };
}

/** The single-bundle build, served like the federated shell (see singleBundle/). */
export async function startSingleBundle(
  repoRoot: string,
  port: number,
  dist = join(repoRoot, 'bench', 'single-bundle', 'dist'),
): Promise<RunningSite> {
  const site = await startSingleBundleSite(dist, port);
  return { url: site.url, stop: () => site.close() };
}
