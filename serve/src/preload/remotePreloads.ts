import { manifestBaseUrl, type RemoteManifest } from './remoteManifest';

export interface PreloadLink {
  href: string;
  as: 'fetch' | 'script' | 'style' | 'image';
  /** fetch() reads manifests in CORS mode; scripts and styles load without it */
  crossorigin?: 'anonymous';
  /** an image preload names its format, so browsers without it skip the hint */
  type?: string;
  fetchpriority?: 'high';
}

export interface KnownRemote {
  manifestUrl: string;
  /** undefined while the remote is unreachable: then only its manifest is hinted */
  manifest?: RemoteManifest;
}

function joinPath(folder: string | undefined, file: string): string {
  return folder ? `${folder.replace(/\/+$/, '')}/${file}` : file;
}

/**
 * The files a page's exposed modules need, so the browser fetches them in parallel with the
 * shell's own scripts instead of one after another (manifest -> entry -> chunk). Only the
 * modules' sync assets: chunks they may load later are left to the federation runtime.
 */
export function remotePreloads(
  moduleIds: readonly string[],
  remotes: ReadonlyMap<string, KnownRemote>,
): PreloadLink[] {
  const links = new Map<string, PreloadLink>();
  const add = (link: PreloadLink) => {
    if (!links.has(link.href)) links.set(link.href, link);
  };
  const byRemote = new Map<string, string[]>();
  for (const moduleId of moduleIds) {
    const [remoteName, ...rest] = moduleId.split('/');
    if (!remoteName || rest.length === 0) continue;
    byRemote.set(remoteName, [...(byRemote.get(remoteName) ?? []), rest.join('/')]);
  }

  for (const [remoteName] of byRemote) {
    const remote = remotes.get(remoteName);
    if (remote) add({ href: remote.manifestUrl, as: 'fetch', crossorigin: 'anonymous' });
  }
  for (const [remoteName, exposedNames] of byRemote) {
    const remote = remotes.get(remoteName);
    if (!remote?.manifest) continue;
    const { manifest } = remote;
    const base = manifestBaseUrl(manifest, remote.manifestUrl);
    const { remoteEntry } = manifest.metaData;
    add({ href: new URL(joinPath(remoteEntry.path, remoteEntry.name), base).href, as: 'script' });
    for (const exposedName of exposedNames) {
      const exposed = manifest.exposes.find((candidate) => candidate.name === exposedName);
      if (!exposed) continue;
      for (const file of exposed.assets.css.sync)
        add({ href: new URL(file, base).href, as: 'style' });
      for (const file of exposed.assets.js.sync)
        add({ href: new URL(file, base).href, as: 'script' });
    }
  }
  return [...links.values()];
}
