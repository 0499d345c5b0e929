import type { ContentClient } from '../pages/contentClient';
import { parseRemoteManifest } from './remoteManifest';
import type { KnownRemote } from './remotePreloads';

/** Reads the manifests of the remotes a page needs (cached by the client) for its preloads. */
export function remoteManifestReader(
  client: ContentClient,
  manifestUrls: Readonly<Record<string, string>>,
): (remoteNames: Iterable<string>) => Promise<Map<string, KnownRemote>> {
  return async (remoteNames) => {
    const names = [...new Set(remoteNames)].filter((name) => name in manifestUrls);
    const remotes = await Promise.all(
      names.map(async (name): Promise<[string, KnownRemote]> => {
        const manifestUrl = manifestUrls[name] as string;
        const result = await client.read(manifestUrl, (raw) =>
          parseRemoteManifest(raw, manifestUrl),
        );
        return [name, { manifestUrl, manifest: result.status === 'ok' ? result.value : undefined }];
      }),
    );
    return new Map(remotes);
  };
}
