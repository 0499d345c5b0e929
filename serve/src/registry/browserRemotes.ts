import { remoteApps, remoteManifestUrls } from '@harmoni/shared/apps';
import { inlineRemoteIntegrityId } from '@harmoni/shared/remoteIntegrity';
import { scriptJson } from '../pages/escape';
import type { ContentClient } from '../pages/contentClient';
import { remoteManifestReader } from '../preload/remoteManifests';
import type { KnownRemote } from '../preload/remotePreloads';
import { remoteEntryUrl } from '@harmoni/shared/remoteEntry';
import { liveRelease, type RemoteRegistry } from './remoteRegistry';

type Env = Record<string, string | undefined>;

/**
 * What the browser is told about the remotes for one page, from the registry's live releases
 * (or a preview's): the page's remote list, and the digests of their manifests and entries.
 * A remote the registry has no live release for keeps its configured URL (a setup without
 * a registry, such as the dev servers', works as before), unchecked.
 */
export function browserRemoteList(registry: RemoteRegistry, env: Env): Record<string, string> {
  const configured = remoteManifestUrls(env);
  return Object.fromEntries(
    remoteApps.map((remote) => {
      const live = liveRelease(registry, remote.name);
      return [
        remote.name,
        live ? new URL('mf-manifest.json', live.url).href : configured[remote.name],
      ];
    }),
  );
}

/** URL -> digest of each live release's browser files (its server view is the server's own). */
export function browserIntegrity(registry: RemoteRegistry): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const remote of remoteApps) {
    const live = liveRelease(registry, remote.name);
    if (!live) continue;
    for (const [path, digest] of Object.entries(live.integrity)) {
      if (path !== live.serverView) digests[new URL(path, live.url).href] = digest;
    }
  }
  return digests;
}

/** The digests as a JSON block in the page's head (data, never run). */
export function remoteIntegrityTag(integrity: Readonly<Record<string, string>>): string {
  return Object.keys(integrity).length > 0
    ? `<script type="application/json" id="${inlineRemoteIntegrityId}">${scriptJson(integrity)}</script>`
    : '';
}

/** Remote name -> entry URL, for the live releases that record their entry. */
export function registryEntries(registry: RemoteRegistry): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const remote of remoteApps) {
    const live = liveRelease(registry, remote.name);
    if (live?.entry) entries[remote.name] = new URL(live.entry, live.url).href;
  }
  return entries;
}

/**
 * Reads the manifests of a page's remote list (through `client`, which keeps them a few
 * seconds). A manifest that names another entry than the registry's release is not used (the
 * page then gets no entry or hints for that remote, and the browser's own check of the
 * manifest refuses it); a recorded entry's preload hint carries its digest, so it asks for the
 * same checked bytes the page will run.
 */
export function releaseManifestReader(client: ContentClient) {
  return async (releases: {
    remoteList: Readonly<Record<string, string>>;
    integrity: Readonly<Record<string, string>>;
    entries: Readonly<Record<string, string>>;
  }): Promise<Map<string, KnownRemote>> => {
    const remotes = await remoteManifestReader(client, releases.remoteList)();
    for (const [name, remote] of remotes) {
      if (!remote.manifest) continue;
      const entry = remoteEntryUrl(remote.manifest, remote.manifestUrl);
      const recorded = Object.hasOwn(releases.entries, name) ? releases.entries[name] : undefined;
      if (recorded !== undefined && recorded !== entry) {
        remotes.set(name, { manifestUrl: remote.manifestUrl });
        continue;
      }
      const digest = releases.integrity[entry];
      if (digest) remote.entryIntegrity = digest;
    }
    return remotes;
  };
}
