/**
 * The id of the JSON block in which the shell's server inlines the registry's digests of the
 * remotes' manifests and entries, by URL: the browser refuses an entry whose bytes differ. A
 * file of its own, with no imports: the shell's federation runtime plugin reads it before the
 * shared modules exist.
 */
export const inlineRemoteIntegrityId = 'remote-integrity';

/** A digest in Subresource Integrity form: 'sha384-…'. */
export const isIntegrityDigest = (value: unknown): value is string =>
  typeof value === 'string' && /^sha(?:256|384|512)-[A-Za-z0-9+/]+=*$/.test(value);
