import { integrityOf } from '@harmoni/tooling/releaseFiles';
import type { RemoteRegistry } from '../registry/remoteRegistry';

/**
 * A registry whose live releases are the given remotes' server views, with their digests, and
 * the digests of any other files given (path in the release -> bytes).
 */
export function registryOf(
  views: Record<
    string,
    { base: string; file: string; code: string; files?: Record<string, string> }
  >,
): RemoteRegistry {
  const digests = (files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, integrityOf(bytes)]));
  return {
    remotes: Object.fromEntries(
      Object.entries(views).map(([name, { base, file, code, files = {} }]) => [
        name,
        { live: { url: base, serverView: file, integrity: digests({ ...files, [file]: code }) } },
      ]),
    ),
  };
}
