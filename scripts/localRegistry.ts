/**
 * The single machine's release registry: records each remote's current build (its
 * dist/release.json, with the digests its build wrote) as the live release at the URL the shell
 * loads it from. `npm run build` and `npm start` call it; a deployment writes its registry with
 * its own release tooling instead. The shell's server reads the file at runtime.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps, remoteBaseUrl } from '@harmoni/shared/apps';
import { releaseFile, type ReleaseFiles } from '@harmoni/shared/releaseFiles';
import { repoRoot } from '@harmoni/shared/workspaces';

/** Where the shell's server looks by default: beside its build folder (shell/dist). */
export const localRegistryFile = join(repoRoot, 'shell', 'registry.json');

export function writeLocalRegistry(
  env: Record<string, string | undefined> = process.env,
  file = localRegistryFile,
): string {
  const remotes = Object.fromEntries(
    remoteApps.flatMap((remote) => {
      const file = join(repoRoot, remote.workspace, 'dist', releaseFile);
      if (!existsSync(file)) return [];
      const built = JSON.parse(readFileSync(file, 'utf8')) as ReleaseFiles;
      const { serverView, integrity } = built;
      const live = { url: remoteBaseUrl(remote, env), serverView, integrity };
      return [[remote.name, { live }]];
    }),
  );
  // written whole, then renamed: the server never reads half a file
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify({ remotes }, null, 2)}\n`);
  renameSync(draft, file);
  return file;
}
