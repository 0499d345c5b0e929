/**
 * Installed packages placed as npm places them, with every package they need: at the top of
 * `node_modules` when that name is free there, nested under the package that needs another
 * version otherwise. Used for a deployable's production packages (scripts/artifacts/) and for the
 * packages the render workers lend to remote views (render/readableCopies.ts), both copied out of
 * the installed node_modules, symlinks dereferenced. Files no running server reads (source maps,
 * type declarations, READMEs) stay behind; licences come along.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

/** Not needed to run: source maps, TypeScript (declarations and sources), documentation. */
const notNeeded = /\.(?:map|[cm]?ts|md|markdown)$/i;
/** ...but a package's licence travels with it. */
const licence = /^(?:licen[cs]e|copying|notice)/i;

function needed(file: string): boolean {
  const name = basename(file);
  return licence.test(name) || !notNeeded.test(name);
}

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface InstalledPackage {
  /** the package's folder as installed (symlinks resolved) */
  source: string;
  manifest: Manifest;
}

function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
}

/** The installed package `name` as Node finds it from `folder`, if any. */
function findInstalled(name: string, folder: string): InstalledPackage | undefined {
  for (let dir = folder; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      const source = realpathSync(candidate);
      return { source, manifest: readManifest(source) };
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** Where a package sits, as a node_modules path ('node_modules/a/node_modules/b'). */
export type Placement = string;

export interface PlacedPackages {
  /** placement -> the package placed there */
  placed: ReadonlyMap<Placement, InstalledPackage>;
  /** the roots' installed versions */
  versions: Record<string, string>;
}

/** `roots` (package names, found from `from`) and everything they need, each placed. */
export function placePackages(roots: readonly string[], from: string): PlacedPackages {
  const placed = new Map<Placement, InstalledPackage>();
  const queue: Placement[] = [];
  const versions: Record<string, string> = {};
  const place = (at: Placement, installed: InstalledPackage) => {
    placed.set(at, installed);
    queue.push(at);
  };

  for (const name of roots) {
    const installed = findInstalled(name, from);
    if (!installed) throw new Error(`${name} is not installed (looked from ${from})`);
    versions[name] = installed.manifest.version;
    place(join('node_modules', name), installed);
  }

  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    const parent = placed.get(at);
    if (!parent) continue;
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = parent.manifest;
    const required = new Set([...Object.keys(dependencies), ...Object.keys(optionalDependencies)]);
    for (const name of new Set([...required, ...Object.keys(peerDependencies)])) {
      const installed = findInstalled(name, parent.source);
      if (!installed) {
        // an optional dependency for another platform, or a peer the deployable does not use
        if (name in dependencies) {
          throw new Error(`${name}, a dependency of ${parent.manifest.name}, is not installed`);
        }
        continue;
      }
      const visible = visibleFrom(at, name, placed);
      if (visible?.source === installed.source) continue;
      if (visible && visible.manifest.version === installed.manifest.version) continue;
      // the name is taken by another version on the way up: nest it under the package
      place(visible ? join(at, 'node_modules', name) : join('node_modules', name), installed);
    }
  }
  return { placed, versions };
}

/** The package `name` that Node would load from the package placed at `at`, if any yet. */
function visibleFrom(
  at: Placement,
  name: string,
  placed: ReadonlyMap<Placement, InstalledPackage>,
): InstalledPackage | undefined {
  const parts = at.split(sep);
  // each node_modules folder on the way up: at/node_modules, then the enclosing ones
  for (let end = parts.length; end > 0; end -= 1) {
    if (end < parts.length && parts[end - 1] !== 'node_modules') continue;
    const folder = end === parts.length ? join(at, 'node_modules') : parts.slice(0, end).join(sep);
    const found = placed.get(join(folder, name));
    if (found) return found;
  }
  return undefined;
}

/** One file to copy: where it is read from (links followed) and where it goes. */
export interface FileCopy {
  from: string;
  /** relative to the folder copied into */
  to: string;
}

/**
 * The files under `folder`, links followed, each going under `to`, sorted. `skipNodeModules`
 * leaves a package's own node_modules behind (its dependencies are placed one by one).
 */
export function filesUnder(
  folder: string,
  to: string,
  { skipNodeModules = false, onlyNeeded = false } = {},
): FileCopy[] {
  const files: FileCopy[] = [];
  const walk = (from: string, into: string, top: boolean) => {
    for (const entry of readdirSync(from).sort()) {
      if (top && skipNodeModules && entry === 'node_modules') continue;
      const path = join(from, entry);
      // statSync follows links: what arrives is the file or folder a link points at
      if (statSync(path).isDirectory()) walk(path, join(into, entry), false);
      else if (!onlyNeeded || needed(entry)) files.push({ from: path, to: join(into, entry) });
    }
  };
  walk(folder, to, true);
  return files;
}

/** The files of placed packages, each under its placement. */
export function placedFiles(placed: PlacedPackages['placed']): FileCopy[] {
  return [...placed].flatMap(([at, installed]) =>
    filesUnder(installed.source, at, { skipNodeModules: true, onlyNeeded: true }),
  );
}

/** Copies each file (bytes, never links: no inode is shared with the source) into `folder`. */
export function copyFiles(files: readonly FileCopy[], folder: string): void {
  for (const file of files) {
    const target = join(folder, file.to);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file.from, target);
  }
}

/**
 * Copies `roots` (package names, found from `from`) and everything they need into
 * `<artifact>/node_modules`. Returns the roots' installed versions, for the artifact's
 * package.json.
 */
export function copyProductionPackages(
  roots: readonly string[],
  from: string,
  artifact: string,
): Record<string, string> {
  const { placed, versions } = placePackages(roots, from);
  copyFiles(placedFiles(placed), artifact);
  // an artifact whose packages are all placed elsewhere still has the folder
  for (const at of placed.keys()) mkdirSync(join(artifact, at), { recursive: true });
  mkdirSync(join(artifact, 'node_modules'), { recursive: true });
  return versions;
}
