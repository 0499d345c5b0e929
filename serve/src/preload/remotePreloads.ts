import { manifestBaseUrl, remoteEntryUrl } from '@harmoni/shared/remoteEntry';
import type { RemoteManifest } from './remoteManifest';

export interface PreloadLink {
  href: string;
  as: 'script' | 'style' | 'image' | 'fetch';
  /** an image preload names its format, so browsers without it skip the hint */
  type?: string;
  /**
   * high for the LCP picture. Code and styles are 'low': the page draws nothing with them until
   * index.js has run, so they must not take the line's bandwidth from the picture (or count as
   * render-blocking, which they are not). They wait until the page's main content is on screen
   * (mainPicture.ts).
   */
  fetchpriority?: 'high' | 'low';
  /**
   * a fetch() preload must say how the fetch asks, or the browser cannot reuse it; so must a
   * script or style sheet the page loads with its digest (in CORS mode)
   */
  crossorigin?: 'anonymous';
  /**
   * the digest the page checks the file against (a remote's entry: the registry's; a chunk: the
   * one its entry carries, which the registry records too). Chrome reuses a preload for a load
   * with a digest only when the preload names the same digest.
   */
  integrity?: string;
  /** an image offered at several widths: the same srcset and sizes as the page's <source> */
  imagesrcset?: string;
  imagesizes?: string;
}

/** A hint for a script or stylesheet, at low priority (see PreloadLink.fetchpriority). */
export function codeHint(href: string): PreloadLink {
  return { href, as: href.endsWith('.css') ? 'style' : 'script', fetchpriority: 'low' };
}

/** A hint for a file the page loads with its digest: the same digest, in CORS mode. */
export function pinnedCodeHint(href: string, integrity: string): PreloadLink {
  return { ...codeHint(href), crossorigin: 'anonymous', integrity };
}

export interface KnownRemote {
  manifestUrl: string;
  /** undefined while the remote is unreachable: the page then gets no entry or hints for it */
  manifest?: RemoteManifest;
  /** the registry's digest of its entry (registry/browserRemotes.ts) */
  entryIntegrity?: string;
  /** file URL -> the registry's digest, for its chunks and style sheets (browserRemotes.ts) */
  fileDigests?: Readonly<Record<string, string>>;
}

/**
 * The files a page's exposed modules need, so the browser fetches them in parallel with the
 * shell's own scripts instead of one after another (entry -> chunk). Only the modules' sync
 * assets: chunks they may load later are left to the federation runtime. A remote's runtime
 * loads each chunk with the digest its entry carries, so a chunk is hinted only with the
 * registry's record of that digest: a hint without it would be fetched twice.
 */
export function remotePreloads(
  moduleIds: readonly string[],
  remotes: ReadonlyMap<string, KnownRemote>,
): PreloadLink[] {
  const links = new Map<string, PreloadLink>();
  const byRemote = new Map<string, string[]>();
  for (const moduleId of moduleIds) {
    const [remoteName, ...rest] = moduleId.split('/');
    if (!remoteName || rest.length === 0) continue;
    byRemote.set(remoteName, [...(byRemote.get(remoteName) ?? []), rest.join('/')]);
  }

  for (const [remoteName, exposedNames] of byRemote) {
    const remote = remotes.get(remoteName);
    // A manifest the server cannot read is most likely one the browser cannot either: no hints.
    if (!remote?.manifest) continue;
    const { manifest } = remote;
    const base = manifestBaseUrl(manifest, remote.manifestUrl);
    const entry = remoteEntryUrl(manifest, remote.manifestUrl);
    // A checked entry is fetched as the page's loader asks for it (CORS, with its digest), or
    // the browser would not reuse the preload.
    links.set(
      entry,
      remote.entryIntegrity ? pinnedCodeHint(entry, remote.entryIntegrity) : codeHint(entry),
    );
    for (const exposedName of exposedNames) {
      const exposed = manifest.exposes.find((candidate) => candidate.name === exposedName);
      if (!exposed) continue;
      for (const file of [...exposed.assets.css.sync, ...exposed.assets.js.sync]) {
        const href = new URL(file, base).href;
        const integrity = remote.fileDigests?.[href];
        if (integrity && !links.has(href)) links.set(href, pinnedCodeHint(href, integrity));
      }
    }
  }
  return [...links.values()];
}

/** Remote name -> entry URL, for the remotes whose manifest the server could read. */
export function remoteEntries(remotes: ReadonlyMap<string, KnownRemote>): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [name, remote] of remotes) {
    if (remote.manifest) entries[name] = remoteEntryUrl(remote.manifest, remote.manifestUrl);
  }
  return entries;
}

/** A style sheet of a drawn part: its path as its remote names it, and where to read it. */
export interface ViewStyleSheet {
  /** relative to the remote's public path, as in its manifest (and its CSS loader's own check) */
  href: string;
  url: string;
  /** the registry's digest of it, when the remote's release records one */
  integrity?: string;
}

/** The styles of the exposed modules a page's server view drew, from their remotes' manifests. */
export function remoteStyles(
  moduleIds: readonly string[],
  remotes: ReadonlyMap<string, KnownRemote>,
): ViewStyleSheet[] {
  const styles = new Map<string, ViewStyleSheet>();
  for (const moduleId of moduleIds) {
    const [remoteName = '', ...rest] = moduleId.split('/');
    const remote = remotes.get(remoteName);
    if (!remote?.manifest) continue;
    const base = manifestBaseUrl(remote.manifest, remote.manifestUrl);
    const exposed = remote.manifest.exposes.find((entry) => entry.name === rest.join('/'));
    for (const file of exposed?.assets.css.sync ?? []) {
      const url = new URL(file, base).href;
      const integrity = remote.fileDigests?.[url];
      styles.set(url, { href: file, url, ...(integrity && { integrity }) });
    }
  }
  return [...styles.values()];
}
