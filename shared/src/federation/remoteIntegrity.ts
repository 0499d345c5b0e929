/**
 * The JSON block in which the shell's server inlines the registry's digests, by URL. Only a
 * module without imports of its own: the shell's federation runtime plugin reads it before the
 * shared modules exist.
 */
export { inlineRemoteIntegrityId } from '../pageMarkup/markers';

/**
 * The algorithm of every digest the site pins its files by: the registry's records, each
 * chunk's Subresource Integrity (written into its entry at build time) and the server's preload
 * hints, which must name the very digest the page loads a file with.
 */
export const integrityAlgorithm = 'sha384';

/** A digest in Subresource Integrity form: 'sha384-…'. */
export const isIntegrityDigest = (value: unknown): value is string =>
  typeof value === 'string' && /^sha(?:256|384|512)-[A-Za-z0-9+/]+=*$/.test(value);
