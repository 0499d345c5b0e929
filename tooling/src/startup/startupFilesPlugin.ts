import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { startupFilesName } from '@harmoni/shared/buildOutput';
import { initialFilesOf } from '../output/compileHints';
import { startupFiles, type GraphChunkGroup } from './startupFiles';

/** The compilation's chunk groups, through Rspack's public ChunkGroup and Chunk objects. */
function graphOf(compilation: Rspack.Compilation): GraphChunkGroup[] {
  return compilation.chunkGroups.map((group) => ({
    origins: group.origins.map((origin) => ({ request: origin.request })),
    chunks: group.chunks.map((chunk) => ({
      name: chunk.name ?? undefined,
      files: [...chunk.files],
    })),
  }));
}

/** The scripts a page runs up to its first render: index.js and the start-up files. */
export function startupScriptsOf(boundaryRequest: string, libraryChunks: readonly string[]) {
  return (compilation: Rspack.Compilation): string[] => {
    const initialFiles = initialFilesOf(compilation);
    return [
      ...initialFiles,
      ...startupFiles(graphOf(compilation), boundaryRequest, libraryChunks, initialFiles),
    ];
  };
}

/** The public URL of a file of the build: the shell serves its files from a fixed path. */
function publicUrl(compilation: Rspack.Compilation, file: string): string {
  const { publicPath } = compilation.outputOptions;
  if (typeof publicPath !== 'string' || publicPath === 'auto') {
    throw new Error(`${startupFilesName} needs a fixed output.assetPrefix, not "auto"`);
  }
  return `${publicPath.replace(/\/?$/, '/')}${file}`;
}

/**
 * Writes startup-files.json: the files that load between index.js and the first render (see
 * startupFiles), for the shell's server to preload.
 */
export function pluginStartupFiles(
  boundaryRequest: string,
  libraryChunks: readonly string[],
): RsbuildPlugin {
  return {
    name: 'harmoni:startup-files',
    setup(api) {
      api.processAssets({ stage: 'report', targets: ['web'] }, ({ compilation, sources }) => {
        // Dev servers compile './bootstrap' lazily and serve their own page: nothing to list.
        if (compilation.options.mode !== 'production') return;
        const files = startupFiles(
          graphOf(compilation),
          boundaryRequest,
          libraryChunks,
          initialFilesOf(compilation),
        ).map((file) => publicUrl(compilation, file));
        compilation.emitAsset(
          startupFilesName,
          new sources.RawSource(`${JSON.stringify(files, null, 2)}\n`),
        );
      });
    },
  };
}
