import { remoteApps, remoteManifestUrls } from '@harmoni/shared/apps';
import { inlineRemoteIntegrityId } from '@harmoni/shared/remoteIntegrity';
import { scriptJson } from '../pages/escape';
import type { ContentClient } from '../pages/contentClient';
import { remoteManifestReader } from '../preload/remoteManifests';
import type { KnownRemote } from '../preload/remotePreloads';
import { remoteEntryUrl } from '@harmoni/shared/remoteEntry';
import { liveRelease, type RemoteRegistry, type RemoteRelease } from './remoteRegistry';

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

/**
 * The files the browser checks by the registry's digest: each release's manifest and entry.
 * Every other script and style sheet is checked by the digest its entry carries
 * (tooling/src/federation/chunkIntegrity.ts), so the page need not list them. A record
 * without its entry's path (written before the registry kept it) held only those files and
 * the server view.
 */
function browserChecked(release: RemoteRelease): string[] {
  return release.entry !== undefined
    ? ['mf-manifest.json', release.entry]
    : Object.keys(release.integrity).filter((path) => path !== release.serverView);
}

/** URL -> digest of each live release's manifest and entry, for the browser's checks. */
export function browserIntegrity(registry: RemoteRegistry): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const remote of remoteApps) {
    const live = liveRelease(registry, remote.name);
    if (!live) continue;
    for (const path of browserChecked(live)) {
      const digest = live.integrity[path];
      if (digest !== undefined) digests[new URL(path, live.url).href] = digest;
    }
  }
  return digests;
}

/**
 * URL -> digest of every file each live release records but its server view (its scripts and
 * style sheets): the server's preload hints carry them, as the browser checks them, and a
 * drawn part's style sheet goes inline only with these bytes.
 */
export function fileDigests(registry: RemoteRegistry): Record<string, string> {
  const known = digestsByRegistry.get(registry);
  if (known) return known;
  const digests: Record<string, string> = {};
  for (const remote of remoteApps) {
    const live = liveRelease(registry, remote.name);
    if (!live) continue;
    for (const [path, digest] of Object.entries(live.integrity)) {
      if (path !== live.serverView) digests[new URL(path, live.url).href] = digest;
    }
  }
  digestsByRegistry.set(registry, digests);
  return digests;
}

/** Each registry read is one object until the file changes: its digests are listed once. */
const digestsByRegistry = new WeakMap<RemoteRegistry, Record<string, string>>();

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
 * manifest refuses it); a recorded entry's preload hint carries its digest, and so does each
 * recorded chunk's, so they ask for the same checked bytes the page will run.
 */
export function releaseManifestReader(client: ContentClient) {
  return async (releases: {
    remoteList: Readonly<Record<string, string>>;
    integrity: Readonly<Record<string, string>>;
    files: Readonly<Record<string, string>>;
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
      remote.fileDigests = releases.files;
    }
    return remotes;
  };
}
