/**
 * The shell's server view: every page (header, footer, the home page's banner, and a routed
 * page's remote part through that remote's own view, see remoteView.ts) rendered to HTML by its
 * server, so a visitor sees the page before any script has run. Built beside the browser build,
 * inside the shell's deployable but never served.
 */
import { shellViewFolder } from '@harmoni/shared/buildOutput';
import type { EnvironmentConfig } from '@rsbuild/core';
import { remoteViewServerModules, serverFirstExtensions } from './remoteView';

/** The Rsbuild environment that builds the renderer from `entry` into `distRoot`/ssr. */
export function shellViewEnvironment(entry: string, distRoot: string): EnvironmentConfig {
  return {
    source: { entry: { renderShellView: entry } },
    // The single-bundle build draws the remotes' modules itself: their server variants, and the
    // packages the shell's server lends the remotes' views, required from its own node_modules.
    resolve: { extensions: serverFirstExtensions },
    output: {
      target: 'node',
      distPath: { root: distRoot, js: shellViewFolder },
      filename: { js: '[name].cjs' },
      // CommonJS: the server requires it, from its own ES modules and from Jest's CommonJS alike.
      module: false,
      // The browser build emits the files; the renderer only needs their URLs.
      emitAssets: false,
      externals: Object.fromEntries(
        remoteViewServerModules.map((name) => [name, `commonjs ${name}`]),
      ),
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: { htmlPlugin: false },
  };
}
