import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { noteRefusedScript } from '../vitals/refusedScripts';
import { integrityFor } from './remoteIntegrity';

/**
 * Federation runtime hook: a remote's entry script is loaded with the registry's digest as its
 * Subresource Integrity, so the browser refuses to run an entry whose bytes differ from the
 * release the registry made live (a tampered file, or a cache or host serving another build).
 * The load then fails like a remote that is down: the part shows its fallback
 * (RemoteBoundary), the rest of the page works. CORS mode, as SRI on another origin requires.
 */
export default function remoteIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harmoni-remote-integrity',
    createScript({ url }) {
      const integrity = integrityFor(url);
      if (integrity === undefined) return undefined;
      const script = document.createElement('script');
      script.setAttribute('crossorigin', 'anonymous');
      script.setAttribute('integrity', integrity);
      script.src = url;
      // a refusal is counted for the remote's release (real-user figures)
      script.addEventListener('error', () => noteRefusedScript(url), { once: true });
      return script;
    },
  };
}
