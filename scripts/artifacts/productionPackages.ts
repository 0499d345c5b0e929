/**
 * A deployable's production dependencies, copied out of the repository's installed
 * node_modules into the artifact's own: what `npm ci --omit=dev` would install, without the
 * network. Each package brings its dependencies (and the optional and peer ones that are
 * installed), placed as npm places them: at the top when that name is free there, nested under
 * the package that needs another version otherwise. Files no running server reads (source maps,
 * type declarations, READMEs) stay behind; licences come along.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
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

interface Installed {
  /** the package's folder in the repository (symlinks resolved) */
  source: string;
  manifest: Manifest;
}

function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
}

/** The installed package `name` as Node finds it from `folder`, if any. */
function findInstalled(name: string, folder: string): Installed | undefined {
  for (let dir = folder; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      const source = realpathSync(candidate);
      return { source, manifest: readManifest(source) };
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** Where a package sits in the artifact, as a node_modules path ('node_modules/a/node_modules/b'). */
type Placement = string;

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
  /** placement -> the package placed there */
  const placed = new Map<Placement, Installed>();
  const queue: Placement[] = [];
  const versions: Record<string, string> = {};

  const place = (at: Placement, installed: Installed) => {
    placed.set(at, installed);
    queue.push(at);
    // copied, never hard-linked: the artifact must not share inodes with the repository. Its
    // own node_modules are placed one by one, like any other dependency.
    const target = join(artifact, at);
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(installed.source)) {
      if (entry === 'node_modules') continue;
      cpSync(join(installed.source, entry), join(target, entry), {
        recursive: true,
        dereference: true,
        filter: needed,
      });
    }
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
    const needed = new Set([...Object.keys(dependencies), ...Object.keys(optionalDependencies)]);
    for (const name of new Set([...needed, ...Object.keys(peerDependencies)])) {
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
  mkdirSync(join(artifact, 'node_modules'), { recursive: true });
  return versions;
}

/** The package `name` that Node would load from the package placed at `at`, if any yet. */
function visibleFrom(
  at: Placement,
  name: string,
  placed: ReadonlyMap<Placement, Installed>,
): Installed | undefined {
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
