/**
 * Rsbuild + Module Federation settings every deployable shares, so the singletons,
 * ports and asset rules cannot drift between the shell and the remotes.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type Rspack, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  enquiryServer,
  portOf,
  remoteByWorkspace,
  remoteManifestUrls,
  shellApp,
  shellOrigins,
  type RemoteDefinition,
} from '@harmoni/shared/apps';
import { allScriptsOf, pluginCompileHints } from '../output/compileHints';
import { pluginPrecompress } from '../output/precompress';
import { sourceFingerprint } from '../releases/buildId';
import { pluginReleaseFiles } from '../releases/releaseFiles';
import { remoteViewEnvironment } from '../serverViews/remoteView';
import { shellViewEnvironment } from '../serverViews/shellView';
import { pluginStartupFiles, startupScriptsOf } from '../startup/startupFilesPlugin';
import { pinnedChunks } from './chunkIntegrity';
import {
  sharedDependencyVersion,
  sharedModuleFile,
  sharedPackage,
  sharedSourceFolder,
} from './sharedPackage';

const requireHere = createRequire(import.meta.url);

/**
 * Shared singletons are never tree-shaken. In the federated builds `react-router-dom` is the
 * short list of router exports the site uses, re-exported from react-router (which is then
 * bundled, tree-shaken, inside that one shared module).
 */
const routerAlias = {
  'react-router-dom$': sharedModuleFile('routerExports'),
};

/** Likewise zod/mini: the functions the site's schemas use (zodExports.ts), one copy per page. */
const zodAlias = {
  'zod/mini$': sharedModuleFile('zodExports'),
};

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
  // Resolved to the site's own list of router exports (routerExports.ts, see routerAlias), so
  // its version is given here rather than read from the resolved file's package.
  'react-router-dom': {
    ...singleton('react-router-dom'),
    version: sharedDependencyVersion('react-router-dom'),
  },
  zustand: singleton('zustand'),
  // Every remote parses its content with zod/mini; resolved to zodExports.ts (see zodAlias).
  'zod/mini': {
    singleton: true,
    requiredVersion: `^${sharedDependencyVersion('zod')}`,
    version: sharedDependencyVersion('zod'),
  },
  // Our stores are created inside this package, so it must be one instance to share state.
  '@harmoni/shared': {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
  },
};

/**
 * The federation plugins require the bundler runtime and the runtime plugin that provides the
 * external runtime core by their CommonJS entry points, and set `@module-federation/runtime` to
 * its CommonJS entry too: CommonJS keeps every export, so each entry would carry the whole runtime
 * and SDK (and the shell a second copy of the core). Resolved instead to the ES module entry
 * points the packages' export maps give `import` (Rsbuild's `resolve.alias`), the bundler leaves
 * out what the page never calls. Should the plugins ask for them otherwise, the aliases match
 * nothing and only the bytes change.
 */
const esmEntryOf = (dependency: string) => fileURLToPath(import.meta.resolve(dependency));
const federationRuntimeAsEsm = {
  '@module-federation/runtime': esmEntryOf('@module-federation/runtime'),
  ...Object.fromEntries(
    [
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/inject-external-runtime-core-plugin',
    ].map((dependency) => [`${requireHere.resolve(dependency)}$`, esmEntryOf(dependency)]),
  ),
};

/** The federation runtime's error texts, left out of every bundle (see federationErrorCodes.ts). */
const errorCodesAlias = {
  '@module-federation/error-codes$': sharedModuleFile('federationErrorCodes'),
};

function baseConfig(
  html: NonNullable<RsbuildConfig['html']>,
  rspackOutput?: Rspack.Configuration['output'],
): RsbuildConfig {
  return {
    source: { entry: { index: './src/index.ts' } },
    resolve: {
      alias: { ...federationRuntimeAsEsm, ...routerAlias, ...zodAlias, ...errorCodesAlias },
    },
    html,
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    ...(rspackOutput && { tools: { rspack: { output: rspackOutput } } }),
  };
}

/** Written at the root of a remote's build, beside its standalone index.html. */
const standaloneRuntimeFile = 'standalone-federation-runtime.js';

/**
 * Not pinned by the page: another environment of the same build writes it, so the integrity
 * plugin cannot read it while this page is written (it would look for the file and fail). The
 * standalone page is the team's own view of its remote, never part of the site.
 */
const standaloneRuntimeTag = {
  tag: 'script',
  attrs: { src: `/${standaloneRuntimeFile}`, integrity: false },
  head: true,
  append: true,
};

/**
 * The module federation plugin only configures the 'web' environment; a second, plain one
 * builds the runtime script the remote's standalone page loads in place of a shell, and a third
 * the remote's server view (remoteView.ts).
 */
function productionEnvironments(
  workspaceDir: string,
  viewModules: Record<string, string>,
): Pick<RsbuildConfig, 'environments' | 'source'> {
  return {
    // Entries are per environment here: a top-level one would be merged into both.
    source: { entry: {} },
    environments: {
      web: { source: { entry: { index: './src/index.ts' } }, security: pinnedChunks },
      standaloneRuntime: {
        source: {
          entry: {
            [standaloneRuntimeFile.replace(/\.js$/, '')]: fileURLToPath(
              new URL('./standaloneRuntime.ts', import.meta.url),
            ),
          },
        },
        output: {
          filename: { js: '[name].js' },
          distPath: { js: '' },
          cleanDistPath: false,
        },
        performance: { chunkSplit: { strategy: 'all-in-one' } },
        tools: { htmlPlugin: false },
      },
      remoteView: remoteViewEnvironment(workspaceDir, viewModules),
    },
  };
}

export interface RemoteConfigOptions {
  workspace: string;
  /** exposed module name ('./AlbumPage') -> source file */
  exposes: Record<string, string>;
  /**
   * Modules only its server view carries, for the shell's server and never the browser:
   * './sitePages', the pages the remote's content has (for the sitemap).
   */
  serverModules?: Record<string, string>;
}

export function defineRemoteConfig({
  workspace,
  exposes,
  serverModules = {},
}: RemoteConfigOptions): RsbuildConfig {
  const remote = remoteByWorkspace(workspace);
  if (!remote) throw new Error(`"${workspace}" is not a remote`);
  const port = portOf(remote);
  const production = process.env.NODE_ENV === 'production';
  const workspaceDir = process.cwd();
  const buildId = sourceFingerprint([
    join(workspaceDir, 'src'),
    join(workspaceDir, 'public'),
    sharedSourceFolder,
  ]);
  return defineConfig({
    ...baseConfig(
      {
        title: `${remote.workspace} (standalone)`,
        // 'auto' asset paths are relative; the standalone page resolves them from the root so
        // deep links such as /gallery/photo/x load their scripts too.
        tags: [
          { tag: 'base', attrs: { href: '/' }, head: true, append: false },
          // Standalone there is no shell to provide the federation runtime: this page loads the
          // runtime first (blocking, before the deferred entry), as the shell would.
          ...(production ? [standaloneRuntimeTag] : []),
        ],
      },
      {
        // Each release registers its chunks under its own global: after a redeploy, the page
        // can load the new release beside the old one instead of mixing the two.
        uniqueName: `${remote.name}_${buildId}`,
        chunkLoadingGlobal: `chunk_${remote.name}_${buildId}`,
      },
    ),
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      ...(production ? [pluginReleaseFiles(remote.name)] : []),
      pluginModuleFederation({
        name: remote.name,
        exposes,
        shared: sharedSingletons,
        dts: false,
        // In production the entry uses the page's federation runtime core instead of carrying
        // its own (Module Federation's documented `experiments.externalRuntime`: the core is read
        // from the global `_FEDERATION_RUNTIME_CORE`, which the shell provides with
        // `provideExternalRuntime`, and a remote's standalone page with its runtime script).
        // Dev servers keep theirs: a remote's dev page must run alone, and dev shells may meet
        // remotes of any build. A remote loads no remotes of its own (other remotes' services
        // come through the shell's runtime), so its entry leaves out the snapshot and
        // remote-loading code (documented `optimization` flags).
        experiments: production
          ? {
              externalRuntime: true,
              optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
            }
          : { optimization: { target: 'web' } },
      }),
      // Compiled as they arrive, as the shell's start-up files are (see compileHints.ts).
      pluginCompileHints(allScriptsOf),
    ],
    ...(production ? productionEnvironments(workspaceDir, { ...exposes, ...serverModules }) : {}),
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
  });
}

/**
 * The shell provides the shared libraries, and a page needs all of React, the router and the
 * shared package at start. The federation plugin drops Rsbuild's lib-react/lib-router groups
 * for shared packages, so each shared module would arrive as a chunk of its own (React alone in
 * four, the shared package in three); these groups put each back into one request. Async only:
 * a shared module in the entry chunk would be loaded eagerly, outside the share scope.
 */
const shellLibraryGroup = (name: string, test: RegExp) => ({
  [name]: { name, test, chunks: 'async' as const, enforce: true, priority: 10 },
});

const shellLibraries = {
  ...shellLibraryGroup('lib-react', /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/),
  ...shellLibraryGroup(
    'lib-router',
    /[\\/]node_modules[\\/]react-router[\\/]|[\\/]src[\\/]router[\\/]routerExports\.ts$/,
  ),
  // the shared package (a singleton, never tree-shaken) and its store library
  ...shellLibraryGroup('lib-shared', /[\\/]shared[\\/]src[\\/]|[\\/]node_modules[\\/]zustand[\\/]/),
};

/** The chunks those groups make: every page loads them before its first render. */
const shellLibraryChunks = Object.keys(shellLibraries);

export interface ShellConfigOptions {
  runtimePlugins: string[];
  /** index.html template (it carries the start-up loader) */
  template: string;
}

export function defineShellConfig({ runtimePlugins, template }: ShellConfigOptions): RsbuildConfig {
  const production = process.env.NODE_ENV === 'production';
  return defineConfig({
    ...baseConfig({ template }),
    performance: {
      chunkSplit: { strategy: 'split-by-experience', override: { cacheGroups: shellLibraries } },
    },
    // Production builds also build the server's view of the shell's own part of each page (the
    // federation plugin configures the 'web' environment only). Dev servers render in the
    // browser alone.
    ...(production
      ? {
          source: { entry: {} },
          environments: {
            web: { source: { entry: { index: './src/index.ts' } }, security: pinnedChunks },
            shellView: shellViewEnvironment('./src/ssr/renderShellView.tsx', 'dist'),
          },
        }
      : {}),
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        // 'version-first' would fetch every remote's entry at start: one remote down, no site.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        // The shell, a pure consumer, provides the page's one federation runtime core to every
        // remote entry (documented `experiments.provideExternalRuntime`; the remotes set
        // `externalRuntime`). The shell registers each remote by its entry script
        // (remoteRegistry reads manifests itself), so the runtime's manifest and snapshot code
        // is left out (`optimization.disableSnapshot`).
        experiments: {
          provideExternalRuntime: true,
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      // What loads behind index.ts's import('./bootstrap'), for the server to preload.
      pluginStartupFiles('./bootstrap', shellLibraryChunks),
      // ...and, with index.js, compiled as it arrives (see compileHints.ts).
      pluginCompileHints(startupScriptsOf('./bootstrap', shellLibraryChunks)),
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
