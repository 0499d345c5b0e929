/**
 * The single machine's release registry: records each remote's current build (its
 * dist/release.json, with the digests its build wrote) as the live release at the URL the shell
 * loads it from. `npm run build` and `npm start` call it. A remote with a promoted release
 * (npm run promote) keeps it: the local build does not replace it, and every remote's
 * published releases and history are kept. The shell's server reads the file at runtime.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps, remoteBaseUrl } from '@harmoni/shared/apps';
import { releaseFile, type ReleaseFiles } from '@harmoni/shared/releaseFiles';
import { repoRoot } from '@harmoni/shared/workspaces';
import {
  emptyRegistry,
  readRegistryFile,
  writeRegistryFile,
  type RemoteRegistry,
} from '@harmoni/serve/registry';

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

export function writeLocalRegistry(
  env: Record<string, string | undefined> = process.env,
  file = localRegistryFile,
): string {
  const before = registryBefore(file);
  const remotes = { ...before.remotes };
  for (const remote of remoteApps) {
    const built = join(repoRoot, remote.workspace, 'dist', releaseFile);
    const entry = Object.hasOwn(remotes, remote.name) ? remotes[remote.name] : undefined;
    // a release promoted from the store stays live until a promote or rollback changes it
    if (!existsSync(built) || entry?.live?.id !== undefined) continue;
    const {
      serverView,
      integrity,
      entry: entryPath,
    } = JSON.parse(readFileSync(built, 'utf8')) as ReleaseFiles;
    const live = {
      url: remoteBaseUrl(remote, env),
      entry: entryPath,
      ...(serverView && { serverView }),
      integrity,
    };
    remotes[remote.name] = { ...entry, live };
  }
  // written whole, then renamed: the server never reads half a file
  writeRegistryFile(file, { remotes });
  return file;
}
