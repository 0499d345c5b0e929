import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from '../vitals/remoteFailures';

/**
 * Federation runtime hook: a remote that fails (server down, broken manifest, missing chunk)
 * is logged with where it failed; the error then reaches the region's error boundary instead
 * of being retried silently by the runtime.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harmoni-remote-errors',
    errorLoadRemote({ id, lifecycle, error }) {
      console.error(`[federation] could not load "${id}" (${lifecycle})`, error);
      // counted for the remote's release (real-user figures)
      reportRemoteFailure(id.split('/', 1)[0] ?? id, 'load-failed');
      return undefined;
    },
  };
}
