/**
 * A remote's server view: its exposed modules built for Node, so the shell's server can draw the
 * remote's part of a page into the HTML (serve/src/pages/remoteViews.ts). It ships inside the
 * remote's own build and is read from the remote's own origin, so a release of the remote
 * changes what the shell's server draws without a restart of the shell.
 */
import type { EnvironmentConfig } from '@rsbuild/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the view lands in a remote's build, and the file that names it (its name is hashed). */
export const remoteViewFolder = 'ssr';
export const remoteViewManifest = `${remoteViewFolder}/remote-view.json`;

/** What the manifest holds: the view's file, relative to the remote's public path. */
export interface RemoteViewManifest {
  file: string;
}

/**
 * What the view borrows from the shell's server render instead of carrying its own, the
 * singletons of the browser build (see the shell's sharedModules.ts).
 */
export const remoteViewSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@harmoni/shared',
] as const;

/**
 * What the shell's server lends besides: a DOM for libraries that need one (DOMPurify cleans an
 * article's HTML with it on the server).
 */
export const remoteViewServerModules = ['jsdom'] as const;

/**
 * A module may have a server variant beside it (`articleWindow.server.ts` beside
 * `articleWindow.ts`): the view build takes that one, the browser build the plain one.
 */
export const serverFirstExtensions = [
  '.server.ts',
  '.server.tsx',
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.json',
];

/** The entry: sets the public path (content and picture URLs), then hands out every module. */
function writeViewEntry(workspaceDir: string, exposes: Record<string, string>): string {
  const folder = join(workspaceDir, 'node_modules', '.remote-view');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'remoteViews.cjs');
  const modules = Object.entries(exposes).map(
    ([name, path]) =>
      `    ${JSON.stringify(name)}: require(${JSON.stringify(relative(folder, join(workspaceDir, path)))}),`,
  );
  writeFileSync(
    file,
    `// Written by tooling/src/serverViews/remoteView.ts: this remote's exposed modules, for the shell's server.\n` +
      `exports.loadRemoteViews = function loadRemoteViews(publicPath) {\n` +
      `  __webpack_public_path__ = publicPath;\n` +
      `  return {\n${modules.join('\n')}\n  };\n};\n`,
  );
  return file;
}

export function remoteViewEnvironment(
  workspaceDir: string,
  exposes: Record<string, string>,
): EnvironmentConfig {
  return {
    source: { entry: { remoteViews: writeViewEntry(workspaceDir, exposes) } },
    resolve: { extensions: serverFirstExtensions },
    output: {
      target: 'node',
      // the build's own folder ('dist', or the one a release builds into: --dist-path)
      distPath: { js: remoteViewFolder },
      // Set when the shell's server loads it (loadRemoteViews): the remote's origin may change.
      assetPrefix: '/',
      filename: { js: '[name].[contenthash:8].cjs' },
      // CommonJS: the shell's server evaluates it with its own require (remoteViews.ts).
      module: false,
      // The browser build emits the files; the view only needs their URLs.
      emitAssets: false,
      cleanDistPath: false,
      externals: Object.fromEntries(
        [...remoteViewSingletons, ...remoteViewServerModules].map((name) => [
          name,
          `commonjs ${name}`,
        ]),
      ),
      manifest: {
        filename: remoteViewManifest,
        prefix: false,
        generate: ({ manifestData }) => {
          const file = manifestData.entries.remoteViews?.initial?.js?.[0];
          if (!file) throw new Error('the remote view build produced no file');
          const manifest: RemoteViewManifest = { file: file.replace(/^\/+/, '') };
          return { ...manifest };
        },
      },
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: { htmlPlugin: false },
  };
}
