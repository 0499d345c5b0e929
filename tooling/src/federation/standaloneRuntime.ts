/**
 * A remote's standalone page has no shell, yet its production entry is built with Module
 * Federation's `experiments.externalRuntime`: it reads the runtime core from the global
 * `_FEDERATION_RUNTIME_CORE`, which the shell provides on the site (`provideExternalRuntime`).
 * This script, loaded before the page's entry, provides it as the documentation asks of a
 * consumer.
 */
import * as runtimeCore from '@module-federation/runtime-core';

/** The global name `experiments.externalRuntime` makes remote entries read the core from. */
export const externalRuntimeCoreGlobal = '_FEDERATION_RUNTIME_CORE';

(globalThis as Record<string, unknown>)[externalRuntimeCoreGlobal] ??= runtimeCore;
