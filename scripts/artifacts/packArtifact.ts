/** Packs one deployable into artifacts/<name>/ and artifacts/<name>.tgz. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dockerfile, launcher, launcherFile, packageJson } from './artifactFiles';
import type { Deployable } from './deployables';
import { copyProductionPackages } from './productionPackages';

export interface PackedArtifact {
  folder: string;
  tarball: string;
}

/** Package sets installed by earlier artifacts of one run: the remotes and the shell share one. */
export type InstalledSets = Map<string, { folder: string; versions: Record<string, string> }>;

/** Installs the deployable's packages, or copies the node_modules of an artifact that has the same. */
function installPackages(
  deployable: Deployable,
  folder: string,
  installed: InstalledSets,
): Record<string, string> {
  const { names, from } = deployable.packages();
  const key = JSON.stringify([from, [...names].sort()]);
  const same = installed.get(key);
  if (same) {
    cpSync(join(same.folder, 'node_modules'), join(folder, 'node_modules'), { recursive: true });
    return same.versions;
  }
  const versions = copyProductionPackages(names, from, folder);
  installed.set(key, { folder, versions });
  return versions;
}

export function packArtifact(
  deployable: Deployable,
  outDir: string,
  version: string,
  installed: InstalledSets = new Map(),
): PackedArtifact {
  const folder = join(outDir, deployable.name);
  const tarball = `${folder}.tgz`;
  rmSync(folder, { recursive: true, force: true });
  rmSync(tarball, { force: true });
  mkdirSync(folder, { recursive: true });

  for (const { from, to } of deployable.copies) {
    if (!existsSync(from)) throw new Error(`${from} is missing: run \`npm run build\` first`);
    cpSync(from, join(folder, to), { recursive: true, dereference: true });
  }
  const versions = installPackages(deployable, folder, installed);
  writeFileSync(join(folder, 'package.json'), packageJson(deployable, versions, version));
  writeFileSync(join(folder, launcherFile), launcher(deployable), { mode: 0o755 });
  writeFileSync(join(folder, 'Dockerfile'), dockerfile(deployable));

  // the folder's contents at the tarball's top: unpacked anywhere, `node server.mjs` starts it
  const tar = spawnSync('tar', ['-czf', tarball, '-C', folder, '.'], { encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`tar could not pack ${folder}: ${tar.stderr}`);
  return { folder, tarball };
}
