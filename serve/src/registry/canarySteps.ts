import { findRelease, RegistryChangeError } from './registryHistory';
import type { RemoteRegistry } from './remoteRegistry';

/** A canary's share: a whole percent from 1 to 99 (100 is a promote). */
export function canaryShare(given: string): number {
  const share = Number(given);
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new RegistryChangeError(
      `--canary takes the share of visitors in percent, a whole number from 1 to 99 (got "${given}"); a plain promote makes a release live for everyone`,
    );
  }
  return share;
}

/**
 * Makes a published release live for `share` percent of visitors, or changes the running
 * canary's share; the live release stays everyone else's.
 */
export function withCanary(
  registry: RemoteRegistry,
  remote: string,
  id: string,
  share: number,
  at: Date,
): RemoteRegistry {
  const release = findRelease(registry, remote, id);
  const entry = registry.remotes[remote] ?? {};
  if (entry.live?.id === release.id) {
    throw new RegistryChangeError(
      `${remote} ${release.id} is already live for everyone; a canary is for a release that is not`,
    );
  }
  const running = entry.canary?.id === release.id ? entry.canary : undefined;
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [remote]: {
        ...entry,
        canary: { id: release.id, share, startedAt: running?.startedAt ?? at.toISOString() },
      },
    },
  };
}

/** Ends the remote's canary: everyone gets its live release. */
export function withoutCanary(registry: RemoteRegistry, remote: string): RemoteRegistry {
  const entry = registry.remotes[remote];
  if (!entry?.canary) return registry;
  return {
    ...registry,
    remotes: { ...registry.remotes, [remote]: { ...entry, canary: undefined } },
  };
}
