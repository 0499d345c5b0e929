import { remoteApps } from '@harmoni/shared/apps';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegistry, writeRegistry } from './registry';
import { startServerProcess, type ServerProcess } from './serverProcess';

/** A server a test started: where it answers, what it printed, and how to stop it. */
export type AppServerHandle = ServerProcess;

/**
 * What every server the suite starts is given: the shell's render deadline is raised from its
 * default 1 s, since here the browser, the test runner and every server share two cores; the
 * deadline itself is tested in serve/src/render.
 */
export const testServerEnv = { RENDER_DEADLINE_MS: '10000' };

/**
 * The `harmoni-serve` command as `npm start` runs it: the bin runs the compiled server
 * (serve/dist, made by `npm run build`), and says so when there is none.
 */
export const harmoniServe = join(repoRoot, 'serve', 'bin', 'harmoni-serve.mjs');

/**
 * Serves a deployable's production build (or another build folder) with the compiled
 * `harmoni-serve`, in a process of its own, on a port of the test's own, once it is ready for
 * visitors (a shell: its render workers are up). `log` has it log every request (--log).
 */
export async function serveApp(
  workspace: string,
  port: number,
  env: Record<string, string | undefined> = {},
  root = join(repoRoot, workspace, 'dist'),
  { log = false }: { log?: boolean } = {},
): Promise<AppServerHandle> {
  return startServerProcess({
    name: `${workspace} on ${port}`,
    args: [harmoniServe, '--app', workspace, '--root', root, '--port', String(port)].concat(
      log ? ['--log'] : [],
    ),
    cwd: join(repoRoot, workspace),
    env: { ...process.env, ...testServerEnv, ...registryless(workspace, env), ...env },
    url: `http://localhost:${port}`,
  });
}

/**
 * The release host (`npm run serve:releases`: `harmoni-serve --app releases`), compiled, serving
 * the release store `store`.
 */
export async function serveReleases(
  store: string,
  port: number,
  env: Record<string, string | undefined> = {},
): Promise<AppServerHandle> {
  return startServerProcess({
    name: `release host on ${port}`,
    args: [harmoniServe, '--app', 'releases', '--root', store, '--port', String(port)],
    cwd: repoRoot,
    env: { ...process.env, ...env },
    url: `http://localhost:${port}`,
  });
}

/**
 * A shell wired to remotes of the test's own gets a registry without them: the build's
 * (shell/registry.json) records the suite's remotes, and the registry decides what the browser
 * loads. Those remotes are then loaded from the URLs the test gives, and drawn in the browser.
 */
function registryless(
  workspace: string,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const own = remoteApps.filter((remote) => env[remote.urlEnv] !== undefined);
  if (workspace !== 'shell' || own.length === 0 || env.REGISTRY_FILE !== undefined) return {};
  const { remotes } = readRegistry();
  const kept = Object.fromEntries(
    Object.entries(remotes).filter(([name]) => !own.some((remote) => remote.name === name)),
  );
  const file = join(mkdtempSync(join(tmpdir(), 'harmoni-e2e-registry-')), 'registry.json');
  writeRegistry(file, { remotes: kept });
  return { REGISTRY_FILE: file };
}
