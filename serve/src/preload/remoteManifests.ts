import type { ContentClient } from '../pages/contentClient';
import { parseRemoteManifest } from './remoteManifest';
import type { KnownRemote } from './remotePreloads';

/**
 * Reads every remote's manifest (cached by the client): each page registers every remote by its
 * entry, and preloads the files of the remotes it draws.
 */
export function remoteManifestReader(
  client: ContentClient,
  manifestUrls: Readonly<Record<string, string>>,
): () => Promise<Map<string, KnownRemote>> {
  return async () => {
    const remotes = await Promise.all(
      Object.entries(manifestUrls).map(
        async ([name, manifestUrl]): Promise<[string, KnownRemote]> => {
          const result = await client.read(manifestUrl, (raw) =>
            parseRemoteManifest(raw, manifestUrl),
          );
          return [
            name,
            { manifestUrl, manifest: result.status === 'ok' ? result.value : undefined },
          ];
        },
      ),
    );
    return new Map(remotes);
  };
}
