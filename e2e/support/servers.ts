import { startAppServer, type AppServerHandle } from '@harmoni/serve';
import { repoRoot } from '@harmoni/shared/workspaces';
import { join } from 'node:path';

export type { AppServerHandle };

/** Serves a deployable's production build (or another build folder) on a port of the test's own. */
export function serveApp(
  workspace: string,
  port: number,
  env: Record<string, string | undefined> = {},
  root = join(repoRoot, workspace, 'dist'),
): Promise<AppServerHandle> {
  return startAppServer({ workspace, root, port, env: { ...process.env, ...env } });
}
