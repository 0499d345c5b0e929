import { integrityOf } from '@harmoni/tooling/releaseFiles';
import type { RemoteRegistry } from '../registry/remoteRegistry';

/** A registry whose live releases are the given remotes' server views, with their digests. */
export function registryOf(
  views: Record<string, { base: string; file: string; code: string }>,
): RemoteRegistry {
  return {
    remotes: Object.fromEntries(
      Object.entries(views).map(([name, { base, file, code }]) => [
        name,
        { live: { url: base, serverView: file, integrity: { [file]: integrityOf(code) } } },
      ]),
    ),
  };
}
