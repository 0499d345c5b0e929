import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { initialFilesOf } from './compileHints';
import {
  startupFiles,
  startupFilesName,
  type GraphChunk,
  type GraphChunkGroup,
} from './startupFiles';

function graphOf(compilation: Rspack.Compilation): GraphChunkGroup[] {
  const chunkOf = (chunk: Rspack.Chunk): GraphChunk => ({
    id: String(chunk.id ?? chunk.name),
    files: [...chunk.files],
    modules: compilation.chunkGraph.getChunkModules(chunk).map((module) => module.identifier()),
  });
  return compilation.chunkGroups.map((group) => ({
    origins: group.origins.map((origin) => ({
      request: origin.request,
      moduleIdentifier: origin.module?.identifier(),
    })),
    chunks: group.chunks.map(chunkOf),
  }));
}

/** The scripts a page runs up to its first render: index.js and the start-up files. */
export function startupScriptsOf(boundaryRequest: string) {
  return (compilation: Rspack.Compilation): string[] => {
    const initialFiles = initialFilesOf(compilation);
    return [...initialFiles, ...startupFiles(graphOf(compilation), boundaryRequest, initialFiles)];
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
 * Writes startup-files.json: the files the chunk graph says load between index.js and the first
 * render (see startupFiles), for the shell's server to preload.
 */
export function pluginStartupFiles(boundaryRequest: string): RsbuildPlugin {
  return {
    name: 'harmoni:startup-files',
    setup(api) {
      api.processAssets({ stage: 'report', targets: ['web'] }, ({ compilation, sources }) => {
        // Dev servers compile './bootstrap' lazily and serve their own page: nothing to list.
        if (compilation.options.mode !== 'production') return;
        const files = startupFiles(
          graphOf(compilation),
          boundaryRequest,
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
