/**
 * Where a remote's entry script lives, read from its mf-manifest.json. The shell's server does
 * this for every page (and inlines the answer), so the browser registers remotes by their entry
 * and never fetches a manifest; the shell does it itself only when nothing was inlined or a
 * remote was redeployed since the page loaded.
 */
export interface ManifestEntryInfo {
  metaData: {
    publicPath?: string;
    remoteEntry: { name: string; path?: string };
  };
}

/** Where a manifest's files live: 'auto' means beside the manifest itself. */
export function manifestBaseUrl(manifest: ManifestEntryInfo, manifestUrl: string): URL {
  const { publicPath } = manifest.metaData;
  if (!publicPath || publicPath === 'auto') return new URL('.', manifestUrl);
  return new URL(publicPath, manifestUrl);
}

function joinPath(folder: string | undefined, file: string): string {
  return folder ? `${folder.replace(/\/+$/, '')}/${file}` : file;
}

export function remoteEntryUrl(manifest: ManifestEntryInfo, manifestUrl: string): string {
  const { remoteEntry } = manifest.metaData;
  return new URL(
    joinPath(remoteEntry.path, remoteEntry.name),
    manifestBaseUrl(manifest, manifestUrl),
  ).href;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** The entry URL of a manifest fetched as JSON; a clear error when it is not a manifest. */
export function entryFromManifest(raw: unknown, manifestUrl: string): string {
  const metaData = isRecord(raw) ? raw.metaData : undefined;
  const remoteEntry = isRecord(metaData) ? metaData.remoteEntry : undefined;
  if (
    !isRecord(metaData) ||
    !isRecord(remoteEntry) ||
    typeof remoteEntry.name !== 'string' ||
    remoteEntry.name === '' ||
    !isOptionalString(remoteEntry.path) ||
    !isOptionalString(metaData.publicPath)
  ) {
    throw new Error(`${manifestUrl} is not a federation manifest: it names no remote entry`);
  }
  return remoteEntryUrl(raw as unknown as ManifestEntryInfo, manifestUrl);
}
