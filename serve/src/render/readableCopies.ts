/**
 * The one folder a render worker may read: copies of the worker's script, the shell's server
 * view and the packages lent to the remotes' views (jsdom and what it needs), links dereferenced.
 * Nothing in it leads elsewhere: the worker reads these bytes and no others (npm's workspace
 * links in node_modules once led a view to the enquiry database and, link after link, anywhere).
 *
 * Built once per server start, named by the digest of its contents under a folder of the
 * server's user only (`<tmp>/harmoni-render-<uid>/<digest>`), so servers of the same build share
 * it and two starting at once never write into one another's folder. Folders no server has
 * started from for a week are removed.
 */
import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import {
  copyFiles,
  filesUnder,
  placedFiles,
  placePackages,
  type FileCopy,
} from '../packages/packagePlacement';

export interface WorkerSources {
  /** the render worker's script (renderWorker.mjs, or renderWorker.ts from source) */
  script: string;
  /** the shell's server view; its whole folder is copied */
  shellViewFile: string;
  /** the packages lent to the views, and the folder they are found from */
  lent: readonly string[];
  lentFrom: string;
}

/** The paths a worker is started with, all inside `folder`. */
export interface ReadableCopies {
  folder: string;
  script: string;
  shellViewFile: string;
  /** the node_modules folder of the lent packages */
  lentFrom: string;
}

const UNUSED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** `<tmp>/harmoni-render-<uid>`: made here, and refused if anyone else could have made or changed it. */
export function copiesRoot(
  root = join(tmpdir(), `harmoni-render-${process.getuid?.() ?? 'user'}`),
) {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const stat = lstatSync(root);
  const problem = !stat.isDirectory()
    ? 'it is not a folder'
    : process.getuid && stat.uid !== process.getuid()
      ? `it belongs to user ${stat.uid}`
      : (stat.mode & 0o022) !== 0
        ? 'others may write to it'
        : undefined;
  if (problem) throw new Error(`Refused ${root} for the render workers' files: ${problem}`);
  return root;
}

/** Any symbolic link under these paths (or one of them), by name: a worker reads none. */
export function findSymlink(paths: readonly string[]): string | undefined {
  const visit = (path: string): string | undefined => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return path;
    if (!stat.isDirectory()) return undefined;
    for (const entry of readdirSync(path)) {
      const found = visit(join(path, entry));
      if (found) return found;
    }
    return undefined;
  };
  for (const path of paths) {
    const found = visit(path);
    if (found) return found;
  }
  return undefined;
}

function digestOf(files: readonly FileCopy[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file.to}\0`);
    hash.update(createHash('sha256').update(readFileSync(file.from)).digest());
  }
  return hash.digest('hex').slice(0, 32);
}

/** Removes the folders of builds no server has started from lately (best effort). */
function pruneUnused(root: string, keep: string): void {
  for (const entry of readdirSync(root)) {
    const folder = join(root, entry);
    if (folder === keep) continue;
    try {
      if (Date.now() - statSync(folder).mtimeMs > UNUSED_FOR_MS) {
        rmSync(folder, { recursive: true, force: true });
      }
    } catch {
      // another server removed it first
    }
  }
}

/** Builds (or finds, when a server of the same build made it) the worker's readable folder. */
export function readableCopies(sources: WorkerSources, root = copiesRoot()): ReadableCopies {
  const viewFolder = dirname(sources.shellViewFile);
  const viewFolderName = basename(viewFolder);
  // a TypeScript worker (development, tests) keeps its module syntax wherever it is copied
  const scriptName = basename(sources.script).replace(/\.ts$/, '.mts');
  const { placed } = placePackages(sources.lent, sources.lentFrom);
  // a workspace linked into node_modules is the repository itself (mf-contact's data among it)
  for (const [at, installed] of placed) {
    if (!installed.source.includes(`${sep}node_modules${sep}`)) {
      throw new Error(
        `Refused to lend ${at.replace(/^node_modules[\\/]/, '')} to the views: it is linked to ${installed.source}, not installed in node_modules`,
      );
    }
  }
  const files: FileCopy[] = [
    { from: sources.script, to: scriptName },
    ...filesUnder(viewFolder, viewFolderName),
    ...placedFiles(placed),
  ].sort((a, b) => (a.to < b.to ? -1 : 1));

  const folder = join(root, digestOf(files));
  try {
    statSync(folder);
  } catch {
    const draft = mkdtempSync(join(root, '.copying-'));
    copyFiles(files, draft);
    try {
      renameSync(draft, folder);
    } catch {
      // another server of the same build got there first: its copy is the same bytes
      rmSync(draft, { recursive: true, force: true });
    }
  }
  const link = findSymlink([folder]);
  if (link) throw new Error(`Refused the render workers' files: ${link} is a symbolic link`);
  // started from today: kept a week more
  const now = new Date();
  utimesSync(folder, now, now);
  pruneUnused(root, folder);
  return {
    folder,
    script: join(folder, scriptName),
    shellViewFile: join(folder, viewFolderName, basename(sources.shellViewFile)),
    lentFrom: join(folder, 'node_modules'),
  };
}
