/**
 * The single machine's release registry: records each remote's current build (its
 * dist/release.json, with the digests its build wrote) as the live release at the URL the shell
 * loads it from. `npm run build` and `npm start` call it. A remote with a promoted release
 * (npm run promote) keeps it: the local build does not replace it, and every remote's
 * published releases and history are kept. The shell's server reads the file at runtime.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps, remoteBaseUrl, type RemoteDefinition } from '@harmoni/shared/apps';
import { releaseFile, type ReleaseFiles } from '@harmoni/tooling/releaseFiles';
import { repoRoot } from '@harmoni/tooling/workspaces';
import {
  emptyRegistry,
  readRegistryFile,
  writeRegistryFile,
  type RemoteRegistry,
} from '@harmoni/serve/registry';
import { withLocalBuilds, type LocalBuild } from './localBuilds';

/** Where the shell's server looks by default: beside its build folder (shell/dist). */
export const localRegistryFile = join(repoRoot, 'shell', 'registry.json');

function registryBefore(file: string): RemoteRegistry {
  try {
    return readRegistryFile(file);
  } catch (error) {
    console.warn(`${String(error)}\nIt is written afresh from the local builds.`);
    return emptyRegistry;
  }
}

/** The remote's local build (its dist/release.json) at the URL the shell loads it from. */
export function localBuildOf(
  remote: RemoteDefinition,
  env: Record<string, string | undefined> = process.env,
): LocalBuild | undefined {
  const built = join(repoRoot, remote.workspace, 'dist', releaseFile);
  if (!existsSync(built)) return undefined;
  const files = JSON.parse(readFileSync(built, 'utf8')) as ReleaseFiles;
  return { remote: remote.name, url: remoteBaseUrl(remote, env), files };
}

export function writeLocalRegistry(
  env: Record<string, string | undefined> = process.env,
  file = localRegistryFile,
): string {
  const builds = remoteApps.flatMap((remote) => localBuildOf(remote, env) ?? []);
  // written whole, then renamed: the server never reads half a file
  writeRegistryFile(file, withLocalBuilds(registryBefore(file), builds));
  return file;
}
