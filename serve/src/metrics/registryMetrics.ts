import type { RemoteRegistry } from '../registry/remoteRegistry';
import { counterMetric, gaugeMetric } from './metricKinds';

export const registryReloads = counterMetric({
  name: 'harmoni_registry_reloads_total',
  help: 'Reads of the release registry after it changed, by outcome (read; failed: the last good one stays)',
  labelNames: ['outcome'],
});

export const liveRelease = gaugeMetric({
  name: 'harmoni_live_release',
  help: "1 for each remote's live release (the release label), as the shell's server reads the registry",
  labelNames: ['remote', 'release'],
});

/** The release label of a registry entry without a published id (a local build). */
const unnamed = 'local';

/**
 * Counts the registry's reloads and keeps the live-release gauge in step: wraps the registry
 * reader (a new object means it was read again) and its warnings (a failed read).
 */
export function watchedRegistry(read: () => RemoteRegistry): {
  read: () => RemoteRegistry;
  failed: () => void;
} {
  let last: RemoteRegistry | undefined;
  let shown = new Map<string, string>();
  return {
    read() {
      const registry = read();
      if (registry === last) return registry;
      if (last !== undefined) registryReloads.inc({ outcome: 'read' });
      last = registry;
      const now = new Map<string, string>();
      for (const [remote, entry] of Object.entries(registry.remotes)) {
        if (entry.live) now.set(remote, entry.live.id ?? unnamed);
      }
      for (const [remote, release] of shown) {
        if (now.get(remote) !== release) liveRelease.remove({ remote, release });
      }
      for (const [remote, release] of now) liveRelease.set({ remote, release }, 1);
      shown = now;
      return registry;
    },
    failed: () => registryReloads.inc({ outcome: 'failed' }),
  };
}
