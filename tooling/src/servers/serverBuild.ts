/**
 * The production build of a Node server: its TypeScript, and the @harmoni/shared code it
 * imports, compiled by Rsbuild into ES-module files that plain `node` runs (no tsx). Packages
 * from node_modules stay imports, loaded at run time from the deployable's own production
 * dependencies, so native addons (better-sqlite3) and packages that read their own files (jsdom)
 * work as installed.
 */
import { writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';

/**
 * Written beside the compiled files: the packages they import, which a deployable of them
 * installs (scripts/artifacts). `{ "packages": ["fastify", ...] }`
 */
export const serverPackagesFile = 'server-packages.json';

export interface ServerPackages {
  packages: string[];
}

/**
 * Defined as `true` in compiled servers. Source reads it with `typeof`, which works unbundled
 * too (development and Jest run the TypeScript, where it is undefined).
 */
export const compiledServerFlag = 'HARMONI_COMPILED_SERVER';

/** The package a bare import names: `@fastify/static/x` -> `@fastify/static`, `zod/mini` -> `zod`. */
function packageOf(request: string): string {
  const parts = request.split('/');
  return (request.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** A bare package name (`fastify`, `@fastify/static/x`), not a path, a builtin or ours. */
function isInstalledPackage(request: string): boolean {
  if (request.startsWith('.') || request.startsWith('/')) return false;
  if (request.startsWith('node:') || builtinModules.includes(request)) return false;
  return !request.startsWith('@harmoni/');
}

export function nodeServerConfig(options: {
  /** entry name -> source file */
  entries: Record<string, string>;
  /** output folder, relative to the workspace */
  distPath: string;
}): RsbuildConfig {
  const imported = new Set<string>();
  const recordPackages: RsbuildPlugin = {
    name: 'harmoni:server-packages',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (stats?.hasErrors()) return;
        const list: ServerPackages = { packages: [...imported].sort() };
        writeFileSync(
          join(api.context.distPath, serverPackagesFile),
          `${JSON.stringify(list, null, 2)}\n`,
        );
      });
    },
  };
  return {
    source: {
      entry: options.entries,
      define: { [compiledServerFlag]: 'true' },
    },
    output: {
      target: 'node',
      module: true,
      distPath: { root: options.distPath, js: '' },
      filename: { js: '[name].mjs' },
      cleanDistPath: true,
      // Readable stack traces in production logs; nothing to gain from minifying a server.
      minify: false,
      sourceMap: { js: 'source-map' },
      externals: [
        ({ request }, callback) => {
          if (request && isInstalledPackage(request)) {
            imported.add(packageOf(request));
            callback(undefined, `module-import ${request}`);
            return;
          }
          callback();
        },
      ],
    },
    plugins: [recordPackages],
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      htmlPlugin: false,
      // JSX as the TypeScript compiles it (tsconfig `react-jsx`): imports from react/jsx-runtime.
      // SWC's default, the classic runtime, calls a `React` that no server module imports.
      swc: { jsc: { transform: { react: { runtime: 'automatic' } } } },
      rspack: {
        // `import.meta.url` and `__filename` name the compiled file at run time (its own
        // folder), not the source file on the build machine; `new URL('../data',
        // import.meta.url)` is a folder found at run time, not an asset to bundle.
        module: { parser: { javascript: { importMeta: false, url: false } } },
        node: { __filename: 'node-module', __dirname: 'node-module' },
        // one file per entry: dynamic imports stay in it
        output: { asyncChunks: false },
      },
    },
  };
}
