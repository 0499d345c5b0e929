import {
  browserIntegrity,
  browserRemoteList,
  fileDigests,
  registryEntries,
} from './browserRemotes';
import type { PreviewGrant } from './previewToken';
import { liveRelease, type RemoteRegistry, type RemoteRelease } from './remoteRegistry';

type Env = Record<string, string | undefined>;

/** The release a preview shows in place of its remote's live one. */
export interface ShownPreview {
  remote: string;
  release: RemoteRelease & { id: string };
}

/**
 * The releases one page view uses, taken once per request: the server draws the page with this
 * registry and the browser is given this remote list and these digests, so a promote or a
 * rollback landing mid-request cannot give the two different releases.
 */
export interface PageReleases {
  registry: RemoteRegistry;
  /** remote name -> manifest URL, for the page's head (and /remotes.json) */
  remoteList: Record<string, string>;
  /** file URL -> digest of each manifest and entry, for the browser's checks (browserRemotes.ts) */
  integrity: Record<string, string>;
  /** file URL -> digest of every recorded script and style sheet, for the server's own use */
  files: Record<string, string>;
  /** remote name -> entry URL of each live release that records one */
  entries: Record<string, string>;
  preview?: ShownPreview;
}

/** The published release a grant names, if the registry still knows it. */
export function grantedRelease(
  registry: RemoteRegistry,
  grant: PreviewGrant,
): (RemoteRelease & { id: string }) | undefined {
  const entry = Object.hasOwn(registry.remotes, grant.remote)
    ? registry.remotes[grant.remote]
    : undefined;
  const release =
    entry?.releases && Object.hasOwn(entry.releases, grant.id)
      ? entry.releases[grant.id]
      : undefined;
  return release && { ...release, id: grant.id };
}

/** The registry as one visitor sees it: live, with a previewed release in place of its remote's. */
export function pageReleases(
  registry: RemoteRegistry,
  env: Env,
  preview?: ShownPreview,
): PageReleases {
  let shown = registry;
  if (preview && liveRelease(registry, preview.remote) !== preview.release) {
    const entry = registry.remotes[preview.remote] ?? {};
    shown = {
      ...registry,
      remotes: { ...registry.remotes, [preview.remote]: { ...entry, live: preview.release } },
    };
  }
  return {
    registry: shown,
    remoteList: browserRemoteList(shown, env),
    integrity: browserIntegrity(shown),
    files: fileDigests(shown),
    entries: registryEntries(shown),
    ...(preview && { preview }),
  };
}
