import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps } from '@harmoni/shared/apps';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
}

/**
 * Federation glue: what a single-bundle app would not download at all — the remote list, the
 * remotes' manifests and their entry scripts (the runtime each entry carries included).
 */
export function federationGlue(repoRoot: string): (url: string) => boolean {
  const entries = remoteApps.flatMap((remote) => {
    const manifest = JSON.parse(
      readFileSync(join(repoRoot, remote.workspace, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = manifest.metaData?.remoteEntry?.name;
    return entry ? [entry] : [];
  });
  return (url) => {
    const { pathname } = new URL(url);
    return (
      pathname === '/remotes.json' ||
      pathname.endsWith('/mf-manifest.json') ||
      entries.some((entry) => pathname.endsWith(`/${entry}`))
    );
  };
}
