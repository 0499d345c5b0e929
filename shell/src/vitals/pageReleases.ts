import { inlineRemoteListId } from '@harmoni/shared/pageMarkup';

/**
 * Import-free but for the page's markers: the federation runtime's plugins (in the shell's entry
 * chunk) use it before the shared modules exist.
 */

/**
 * The releases that drew this page: the remote list the shell's server inlined (remote name ->
 * the manifest URL of the release it gave this page), or undefined on a page without one.
 */
export function pageReleases(doc: Document): Record<string, string> | undefined {
  const text = doc.getElementById(inlineRemoteListId)?.textContent;
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return Object.fromEntries(
    Object.entries(raw).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

/** The remote a file belongs to: the one whose release folder holds it. */
export function remoteOfFile(url: string, releases: Record<string, string>): string | undefined {
  for (const [remote, manifest] of Object.entries(releases)) {
    try {
      if (url.startsWith(new URL('.', manifest).href)) return remote;
    } catch {
      // a list entry that is not a URL names no folder
    }
  }
  return undefined;
}
