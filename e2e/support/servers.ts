import { startAppServer, type AppServerHandle } from '@harmoni/serve';
import { repoRoot } from '@harmoni/shared/workspaces';
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
    env: { ...process.env, ...testServerEnv, ...env },
  });
  await waitUntilHealthy(`${server.url}/healthz`);
  return server;
}
