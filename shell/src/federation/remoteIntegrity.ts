import { inlineRemoteIntegrityId, isIntegrityDigest } from '@harmoni/shared/remoteIntegrity';

let digests: Readonly<Record<string, string>> | undefined;

/**
 * The registry's digests of the remotes' manifests and entries, by URL, as the shell's server
 * inlined them into the page (read once). A page without them (the dev servers) checks nothing.
 */
function inlinedDigests(): Readonly<Record<string, string>> {
  if (digests) return digests;
  const text = document.getElementById(inlineRemoteIntegrityId)?.textContent;
  let raw: unknown = {};
  try {
    raw = text ? (JSON.parse(text) as unknown) : {};
  } catch (error) {
    console.error('[federation] the inlined remote digests are not JSON', error);
  }
  const entries =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? Object.entries(raw) : [];
  digests = Object.fromEntries(
    entries.filter((pair): pair is [string, string] => isIntegrityDigest(pair[1])),
  );
  return digests;
}

/** The digest the bytes at `url` must have, when the registry records one. */
export function integrityFor(url: string): string | undefined {
  const all = inlinedDigests();
  return Object.hasOwn(all, url) ? all[url] : undefined;
}

/** Forgets what was read (tests start each page afresh). */
export function forgetInlinedDigests(): void {
  digests = undefined;
}
