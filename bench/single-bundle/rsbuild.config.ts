/**
 * The benchmark's yardstick: the same pages built as one ordinary single-bundle app. Every
 * remote's exposed modules are imported directly (still split into lazy chunks, as any SPA
 * would), every remote's content is served from the one origin, and there is no federation.
 * Only the benchmark builds it (`npm run build:single -w bench`); it reads the deployables'
 * source, which no deployable may do.
 */
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteApps } from '@harmoni/shared/apps';
import { shellViewEnvironment } from '@harmoni/tooling/shellView';
import { initialFilesOf, pluginCompileHints } from '@harmoni/tooling/compileHints';
import { pluginPrecompress } from '@harmoni/tooling/precompress';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { join } from 'node:path';
import { writeBundledModules } from './build/bundledModules';
import { pluginViewStyles } from './build/viewStyles';

const here = join(repoRoot, 'bench', 'single-bundle');
const shellDir = join(repoRoot, 'shell');
export const singleBundleDist = join(here, 'dist');

export default defineConfig(async () => {
  const requests = await writeBundledModules(join(here, 'src', 'generated', 'bundledModules.ts'));
  return {
    // Its entry scripts are hinted as the shell's start-up files are (compileHints.ts).
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginViewStyles(requests),
      pluginCompileHints(initialFilesOf),
    ],
    // The same server view as the federated shell's, so both builds are measured server-rendered.
    environments: {
      web: { source: { entry: { index: join(here, 'src', 'bootstrap.tsx') } } },
      shellView: shellViewEnvironment(join(here, 'src', 'renderSingleView.tsx'), singleBundleDist),
    },
    html: { template: join(shellDir, 'index.html') },
    server: {
      publicDir: [shellDir, ...remoteApps.map((remote) => join(repoRoot, remote.workspace))].map(
        (dir) => ({ name: join(dir, 'public'), copyOnBuild: true }),
      ),
    },
    output: {
      distPath: { root: singleBundleDist },
      assetPrefix: '/',
      cssModules: { localIdentName: '[local]-[hash:base64:5]' },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
});
