/** The shell's /remotes.json: remote name -> mf-manifest.json URL. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export function parseRemoteList(raw: unknown): RemoteEntry[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('remotes.json must be an object of remote name -> manifest URL');
  }
  return Object.entries(raw).map(([name, entry]) => {
    if (!/^[a-z][a-z0-9_]*$/.test(name))
      throw new Error(`remotes.json: "${name}" is not a remote name`);
    if (typeof entry !== 'string' || (!/^(https?:)?\/\//.test(entry) && !entry.startsWith('/'))) {
      throw new Error(`remotes.json: the entry of "${name}" must be a URL`);
    }
    return { name, entry };
  });
}

/** 'gallery/AlbumPage' -> 'gallery' */
export function remoteNameOf(moduleId: string): string {
  const name = moduleId.split('/')[0];
  if (!name) throw new Error(`"${moduleId}" does not name a remote`);
  return name;
}
