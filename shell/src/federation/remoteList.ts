/** An entry of the shell's /remotes.json: remote name -> mf-manifest.json URL. */
export interface ListedRemote {
  name: string;
  manifestUrl: string;
}

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && (/^(https?:)?\/\//.test(value) || value.startsWith('/'));

function asObject(raw: unknown, what: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`${what} must be an object of remote name -> URL`);
  }
  return raw as Record<string, unknown>;
}

export function parseRemoteList(raw: unknown): ListedRemote[] {
  return Object.entries(asObject(raw, 'remotes.json')).map(([name, manifestUrl]) => {
    if (!/^[a-z][a-z0-9_]*$/.test(name))
      throw new Error(`remotes.json: "${name}" is not a remote name`);
    if (!isUrl(manifestUrl)) throw new Error(`remotes.json: the entry of "${name}" must be a URL`);
    return { name, manifestUrl };
  });
}

/** The server's remote name -> entry URL block; entries that are not URLs are left out. */
export function parseRemoteEntries(raw: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(asObject(raw, 'The inlined remote entries')).filter(
      (pair): pair is [string, string] => isUrl(pair[1]),
    ),
  );
}

/** 'gallery/AlbumPage' -> 'gallery' */
export function remoteNameOf(moduleId: string): string {
  const name = moduleId.split('/')[0];
  if (!name) throw new Error(`"${moduleId}" does not name a remote`);
  return name;
}
