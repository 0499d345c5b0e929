/**
 * A remote's standalone page has no shell, yet its production build expects the federation
 * runtime to be provided (experiments.externalRuntime). This script, loaded before the page's
 * entry, provides it under the global name the remote's build reads, as the shell's
 * provideExternalRuntime does on the site.
 */
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
