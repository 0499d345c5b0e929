/**
 * The benchmark's yardstick: the same pages built as one ordinary single-bundle app. Every
 * remote's exposed modules are imported directly (still split into lazy chunks, as any SPA
 * would), every remote's content is served from the one origin, and there is no federation.
 */
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps } from './apps';
import { shellViewEnvironment } from './shellView';
import { pluginPrecompress } from './precompress';
import { initialFilesOf, pluginCompileHints } from './compileHints';
import { pluginViewStyles } from './viewStyles';
import { repoRoot } from './workspaces';

type Exposes = Record<string, string>;

async function exposesOf(workspace: string): Promise<Exposes> {
  const module = (await import(join(repoRoot, workspace, 'exposes.ts'))) as { exposes: Exposes };
  return module.exposes;
}

/**
 * Writes the module id -> import() table the single-bundle shell loads pages from; answers each
 * import's request -> module id.
 */
async function writeBundledModules(target: string): Promise<Record<string, string>> {
  const lines: string[] = [];
  const requests: Record<string, string> = {};
  for (const remote of remoteApps) {
    for (const [exposed, file] of Object.entries(await exposesOf(remote.workspace))) {
      const id = `${remote.name}/${exposed.replace(/^\.\//, '')}`;
      const path = join(repoRoot, remote.workspace, file).replace(/\.tsx?$/, '');
      lines.push(`  ${JSON.stringify(id)}: () => import(${JSON.stringify(path)}),`);
      requests[path] = id;
    }
  }
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(
    target,
    `// Written by shared/build/singleBundle.ts for the single-bundle benchmark build.\n` +
      `export const bundledModules: Record<string, () => Promise<unknown>> = {\n${lines.join('\n')}\n};\n`,
  );
  return requests;
}

export async function defineSingleBundleConfig(): Promise<RsbuildConfig> {
  const shellDir = join(repoRoot, 'shell');
  const requests = await writeBundledModules(
    join(shellDir, 'src', 'single', 'generated', 'bundledModules.ts'),
  );
  return defineConfig({
    // Its entry scripts are hinted as the shell's start-up files are (compileHints.ts).
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginViewStyles(requests),
      pluginCompileHints(initialFilesOf),
    ],
    // The same server view as the federated shell's, so both builds are measured server-rendered.
    environments: {
      web: { source: { entry: { index: join(shellDir, 'src', 'single', 'bootstrap.tsx') } } },
      shellView: shellViewEnvironment(
        join(shellDir, 'src', 'single', 'renderSingleView.tsx'),
        join(shellDir, 'dist-single'),
      ),
    },
    html: { template: join(shellDir, 'index.html') },
    server: {
      publicDir: [shellDir, ...remoteApps.map((remote) => join(repoRoot, remote.workspace))].map(
        (dir) => ({ name: join(dir, 'public'), copyOnBuild: true }),
      ),
    },
    output: {
      distPath: { root: join(shellDir, 'dist-single') },
      assetPrefix: '/',
      cssModules: { localIdentName: '[local]-[hash:base64:5]' },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
