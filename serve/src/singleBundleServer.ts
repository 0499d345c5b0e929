import { remoteApps } from '@harmoni/shared/apps';
import { startAppServer, type AppServerHandle } from './appServer';

type Env = Record<string, string | undefined>;

/**
 * The shell built as one bundle (`shell/dist-single`, the benchmark's yardstick), served by the
 * same server with the same compression, caching, page heads and hero preloads. Its build holds
 * every remote's public files, so it is its own source of content too.
 */
export function startSingleBundleServer(
  root: string,
  port: number,
  env: Env = process.env,
): Promise<AppServerHandle> {
  const self = `http://localhost:${port}/`;
  return startAppServer({
    workspace: 'shell',
    root,
    port,
    singleBundle: true,
    env: { ...env, ...Object.fromEntries(remoteApps.map((remote) => [remote.urlEnv, self])) },
  });
}
