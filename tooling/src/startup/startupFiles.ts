/**
 * The shell's start-up files: what the browser fetches once index.js has run and before the
 * first render. Index.js only imports './bootstrap' (the async boundary federation needs), so
 * without a hint in the HTML each of these files is found one round trip late. The shell's
 * build lists them (startupFilesPlugin.ts) and its server preloads them on every page.
 */

/** A chunk as the rule needs it: its name (when it has one) and output files. */
export interface GraphChunk {
  name?: string;
  /** output files, relative to the build's root */
  files: readonly string[];
}

/** The chunks one import() loads together, and the requests that import them. */
export interface GraphChunkGroup {
  origins: readonly { request?: string }[];
  chunks: readonly GraphChunk[];
}

const isStyle = (file: string) => file.endsWith('.css');
const isScript = (file: string) => file.endsWith('.js');

/**
 * The files of the boundary's chunk group, then those of the shell's library chunks: the named
 * chunks (the shell's own split-chunk groups) that hold the shared singletons it provides. With
 * the shell's 'loaded-first' strategy and no remote loaded yet, every shared module the start-up
 * code consumes resolves to the shell's own provider, so these are what loads before the first
 * render. Styles come before scripts; files the initial chunks already carry are left out (the
 * HTML loads them). Read from the compilation's public chunk-group API only (names, requests,
 * files), never from module identifiers.
 */
export function startupFiles(
  groups: readonly GraphChunkGroup[],
  boundaryRequest: string,
  libraryChunks: readonly string[],
  initialFiles: readonly string[] = [],
): string[] {
  const boundary = groups.filter((group) =>
    group.origins.some((origin) => origin.request === boundaryRequest),
  );
  if (boundary.length === 0) {
    throw new Error(`No chunk group is imported as "${boundaryRequest}": no start-up files`);
  }
  const chunks = groups.flatMap((group) => group.chunks);
  const libraries = libraryChunks.map((name) => {
    const chunk = chunks.find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`The build has no chunk named "${name}": no start-up files`);
    return chunk;
  });
  const files = new Set<string>(initialFiles);
  const listed: string[] = [];
  const loaded = [...boundary.flatMap((group) => group.chunks), ...libraries].flatMap(
    (chunk) => chunk.files,
  );
  for (const file of [...loaded.filter(isStyle), ...loaded.filter(isScript)]) {
    if (files.has(file)) continue;
    files.add(file);
    listed.push(file);
  }
  return listed;
}
