/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has
 * every function compiled as it streams in, on a background thread. Without it V8 compiles each
 * function on the main thread the first time it is called, in the middle of the page's start.
 * Worth it only for files whose functions nearly all run once loaded: the shell's start-up files
 * (the federation runtime, React, the router, the shared package, the app), the single bundle's
 * entry scripts, so both builds are measured alike, and every script of a remote: a remote's file
 * is fetched only when a page needs it, and its modules are then set up and drawn at once. On the
 * contact page its module graph (zod's set-up, the enquiry schema, react-hook-form) was evaluated
 * in a 50-125 ms task at 4x, a third of it compiling; with the hint it stayed under 50 ms.
 */
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** The files of the build's entry chunks (index.js and what it needs before it runs). */
export function initialFilesOf(compilation: Rspack.Compilation): string[] {
  return compilation.chunkGroups
    .filter((group) => group.isInitial())
    .flatMap((group) => group.getFiles());
}

/** Every script the build emits (a remote's entry, exposed modules and shared modules). */
export function allScriptsOf(compilation: Rspack.Compilation): string[] {
  return compilation
    .getAssets()
    .map((asset) => asset.name)
    .filter((file) => file.endsWith('.js'));
}

/** Hints the scripts `scriptsOf` names, in production builds. */
export function pluginCompileHints(
  scriptsOf: (compilation: Rspack.Compilation) => readonly string[],
): RsbuildPlugin {
  return {
    name: 'harmoni:compile-hints',
    setup(api) {
      // After minifying (which drops comments), before the final content hashes and the
      // compressed copies, so both are of the hinted files.
      api.processAssets(
        { stage: 'optimize-inline', targets: ['web'] },
        ({ compilation, sources }) => {
          if (compilation.options.mode !== 'production') return;
          for (const file of new Set(scriptsOf(compilation))) {
            const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
            if (!asset) continue;
            const hinted = withCompileHint(asset.source.source().toString());
            compilation.updateAsset(file, new sources.RawSource(hinted));
          }
        },
      );
    },
  };
}
