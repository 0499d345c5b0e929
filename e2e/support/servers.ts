import { startAppServer, type AppServerHandle } from '@harmoni/serve';
import { readRegistryFile, writeRegistryFile } from '@harmoni/serve/registry';
import { remoteApps } from '@harmoni/shared/apps';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntilHealthy } from './contact';

export type { AppServerHandle };

/**
 * What every server the suite starts is given: the shell's render deadline is raised from its
 * default 1 s, since here the browser, the test runner and every server share two cores; the
 * deadline itself is tested in serve/src/render.
 */
export const testServerEnv = { RENDER_DEADLINE_MS: '10000' };

/**
 * Serves a deployable's production build (or another build folder) on a port of the test's own,
 * once it is ready for visitors (a shell: its render workers are up).
 */
export async function serveApp(
  workspace: string,
  port: number,
  env: Record<string, string | undefined> = {},
  root = join(repoRoot, workspace, 'dist'),
): Promise<AppServerHandle> {
  const server = await startAppServer({
    workspace,
    root,
    port,
    env: { ...process.env, ...testServerEnv, ...registryless(workspace, env), ...env },
  });
  await waitUntilHealthy(`${server.url}/healthz`);
  return server;
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
  const { remotes } = readRegistryFile(join(repoRoot, 'shell', 'registry.json'));
  const kept = Object.fromEntries(
    Object.entries(remotes).filter(([name]) => !own.some((remote) => remote.name === name)),
  );
  const file = join(mkdtempSync(join(tmpdir(), 'harmoni-e2e-registry-')), 'registry.json');
  writeRegistryFile(file, { remotes: kept });
  return { REGISTRY_FILE: file };
}
