/**
 * Rsbuild + Module Federation settings every deployable shares, so the singletons,
 * ports and asset rules cannot drift between the shell and the remotes.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFingerprint } from './buildId';
import {
  enquiryServer,
  portOf,
  remoteByWorkspace,
  remoteManifestUrls,
  shellApp,
  shellOrigins,
  type RemoteDefinition,
} from './apps';

const sharedPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
) as { version: string; peerDependencies: Record<string, string | undefined> };

/** The version range every part of the site agrees on, from the shared package's peers. */
function singleton(dependency: string) {
  const requiredVersion = sharedPackage.peerDependencies[dependency];
  if (!requiredVersion) throw new Error(`@harmoni/shared has no peer dependency on ${dependency}`);
  return { singleton: true, requiredVersion };
}

/**
 * One copy of each in the browser. The trailing-slash keys keep `react/jsx-runtime` and
 * `react-dom/client` inside the singleton too (React error #527 otherwise).
 */
export const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': singleton('react-router-dom'),
  'react-router-dom': singleton('react-router-dom'),
  zustand: singleton('zustand'),
  // Our stores are created inside this package, so it must be one instance to share state.
  '@harmoni/shared': {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
  },
};

function baseConfig(html: NonNullable<RsbuildConfig['html']>): RsbuildConfig {
  return {
    source: { entry: { index: './src/index.ts' } },
    html,
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}

export interface RemoteConfigOptions {
  workspace: string;
  /** exposed module name ('./AlbumPage') -> source file */
  exposes: Record<string, string>;
}

export function defineRemoteConfig({ workspace, exposes }: RemoteConfigOptions): RsbuildConfig {
  const remote = remoteByWorkspace(workspace);
  if (!remote) throw new Error(`"${workspace}" is not a remote`);
  const port = portOf(remote);
  const workspaceDir = process.cwd();
  const buildId = sourceFingerprint([
    join(workspaceDir, 'src'),
    join(workspaceDir, 'public'),
    fileURLToPath(new URL('../src', import.meta.url)),
  ]);
  return defineConfig({
    ...baseConfig({
      title: `${remote.workspace} (standalone)`,
      // 'auto' asset paths are relative; the standalone page resolves them from the root so
      // deep links such as /gallery/photo/x load their scripts too.
      tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
    }),
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: remote.name,
        exposes,
        shared: sharedSingletons,
        dts: false,
      }),
    ],
    server: {
      port,
      strictPort: true,
      cors: { origin: shellOrigins() },
      historyApiFallback: true,
    },
    dev: { assetPrefix: `http://localhost:${port}/` },
    output: {
      // Chunks and content load from the remote's own origin, wherever the shell is.
      assetPrefix: 'auto',
      cssModules: { localIdentName: `${remote.name}-[local]-[hash:base64:5]` },
    },
    tools: {
      rspack: {
        output: {
          // Each release registers its chunks under its own global: after a redeploy, the
          // page can load the new release beside the old one instead of mixing the two.
          uniqueName: `${remote.name}_${buildId}`,
          chunkLoadingGlobal: `chunk_${remote.name}_${buildId}`,
        },
      },
    },
  });
}

export interface ShellConfigOptions {
  runtimePlugins: string[];
  /** index.html template (it carries the start-up loader) */
  template: string;
}

export function defineShellConfig({ runtimePlugins, template }: ShellConfigOptions): RsbuildConfig {
  return defineConfig({
    ...baseConfig({ template }),
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        // 'version-first' would fetch every remote's entry at start: one remote down, no site.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
      }),
    ],
    server: {
      port: portOf(shellApp),
      strictPort: true,
      historyApiFallback: true,
      // As in production, /api reaches the enquiry server through the shell's own origin.
      proxy: {
        '/api': {
          target: process.env.ENQUIRY_URL || `http://localhost:${portOf(enquiryServer)}`,
          pathRewrite: { '^/api': '' },
        },
      },
      setup: ({ server }) => {
        // The production server writes remotes.json from the environment; so do dev and preview.
        server.middlewares.use('/remotes.json', (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(remoteManifestUrls()));
        });
      },
    },
    output: {
      // Absolute, so deep links like /gallery/photo/x reload with working script URLs.
      assetPrefix: '/',
      cssModules: { localIdentName: 'shell-[local]-[hash:base64:5]' },
    },
  });
}

export type { RemoteDefinition };
