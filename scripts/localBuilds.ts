import type { ReleaseFiles } from '@harmoni/tooling/releaseFiles';
import type { RemoteRegistry, RemoteRelease } from '@harmoni/serve/registry';

export interface LocalBuild {
  /** the remote's federation name */
  remote: string;
  /** where the shell loads it from (its configured URL) */
  url: string;
  files: ReleaseFiles;
}

/** A local build as the registry records a live release: its URL and digests, no id. */
export function localRelease({ url, files }: LocalBuild): RemoteRelease {
  const { serverView, integrity } = files;
  return { url, entry: files.entry, ...(serverView && { serverView }), integrity };
}

/**
 * The registry with each remote's local build live at its configured URL, but a remote whose
 * live release was promoted from the release store keeps it (until a promote or rollback), and
 * every remote keeps its published releases and history.
 */
export function withLocalBuilds(
  before: RemoteRegistry,
  builds: readonly LocalBuild[],
): RemoteRegistry {
  const remotes = { ...before.remotes };
  for (const build of builds) {
    const { remote } = build;
    const entry = Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
    if (entry?.live?.id !== undefined) continue;
    remotes[remote] = { ...entry, live: localRelease(build) };
  }
  return { ...before, remotes };
}
