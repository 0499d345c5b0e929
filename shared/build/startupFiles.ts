/**
 * The shell's start-up files: what the browser fetches once index.js has run and before the
 * first render. Index.js only imports './bootstrap' (the async boundary federation needs), so
 * without a hint in the HTML each of these files is found one round trip late. The shell's
 * build lists them (startupFilesPlugin.ts) and its server preloads them on every page.
 */

/** Written at the root of the shell's build: a JSON array of public URLs, in fetch order. */
export const startupFilesName = 'startup-files.json';

/** A chunk as the rule needs it. */
export interface GraphChunk {
  /** unique within the build */
  id: string;
  /** output files, relative to the build's root */
  files: readonly string[];
  /** identifiers of the modules in the chunk */
  modules: readonly string[];
}

/** Where a chunk group is imported: the request and the module that imports it. */
export interface GraphOrigin {
  request?: string;
  moduleIdentifier?: string;
}

/** The chunks one import() (or one shared module's lazy factory) loads together. */
export interface GraphChunkGroup {
  origins: readonly GraphOrigin[];
  chunks: readonly GraphChunk[];
}

interface ShareRef {
  scope: string;
  key: string;
}

const CONSUMED = /^consume shared module \(([^)]*)\) (\S+)@\S*(?: |$)/;
const PROVIDED = /^provide shared module \(([^)]*)\) (\S+)@\S+ = /;

/** 'consume shared module (default) react@^19.2.0 (strict) (fallback: …)' -> default/react */
export function consumedShare(moduleIdentifier: string): ShareRef | undefined {
  const match = CONSUMED.exec(moduleIdentifier);
  return match?.[1] !== undefined && match[2] ? { scope: match[1], key: match[2] } : undefined;
}

/** 'provide shared module (default) react@19.3.1 = /…/react/index.js' -> default/react */
export function providedShare(moduleIdentifier: string): ShareRef | undefined {
  const match = PROVIDED.exec(moduleIdentifier);
  return match?.[1] !== undefined && match[2] ? { scope: match[1], key: match[2] } : undefined;
}

const shareId = ({ scope, key }: ShareRef) => `${scope}\u0000${key}`;

function groupsBy(
  groups: readonly GraphChunkGroup[],
  keyOf: (origin: GraphOrigin) => string | undefined,
): Map<string, GraphChunkGroup[]> {
  const byKey = new Map<string, GraphChunkGroup[]>();
  for (const group of groups) {
    for (const origin of group.origins) {
      const key = keyOf(origin);
      if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), group]);
    }
  }
  return byKey;
}

const isStyle = (file: string) => file.endsWith('.css');
const isScript = (file: string) => file.endsWith('.js');

/**
 * The files of the boundary's chunk group, then those of every shared module they consume,
 * transitively. A chunk's consumed modules are resolved when the chunk loads; with the shell's
 * 'loaded-first' strategy and no remote loaded yet, each resolves to the shell's own provider
 * (its 'provide shared module' chunk group), never to the consume-fallback chunks, which load
 * only when nothing provides the module (then they are what loads). Per group, styles come
 * before scripts; files the initial chunks already carry are left out (the HTML loads them).
 */
export function startupFiles(
  groups: readonly GraphChunkGroup[],
  boundaryRequest: string,
  initialFiles: readonly string[] = [],
): string[] {
  const boundary = groups.filter((group) =>
    group.origins.some((origin) => origin.request === boundaryRequest),
  );
  if (boundary.length === 0) {
    throw new Error(`No chunk group is imported as "${boundaryRequest}": no start-up files`);
  }
  const providers = groupsBy(groups, (origin) => {
    const provided = origin.moduleIdentifier && providedShare(origin.moduleIdentifier);
    return provided ? shareId(provided) : undefined;
  });
  const fallbacks = groupsBy(groups, (origin) => origin.moduleIdentifier);

  const files = new Set<string>(initialFiles);
  const listed: string[] = [];
  const seenChunks = new Set<string>();
  const seenGroups = new Set<GraphChunkGroup>();
  const queue = [...boundary];
  for (let group = queue.shift(); group; group = queue.shift()) {
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    const groupFiles: string[] = [];
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk.id)) continue;
      seenChunks.add(chunk.id);
      groupFiles.push(...chunk.files);
      for (const module of chunk.modules) {
        const consumed = consumedShare(module);
        if (!consumed) continue;
        queue.push(...(providers.get(shareId(consumed)) ?? fallbacks.get(module) ?? []));
      }
    }
    for (const file of [...groupFiles.filter(isStyle), ...groupFiles.filter(isScript)]) {
      if (files.has(file)) continue;
      files.add(file);
      listed.push(file);
    }
  }
  return listed;
}
