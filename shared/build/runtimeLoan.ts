/**
 * The federation runtime a remote's production entry borrows from the page's one provider (the
 * shell, or a remote's standalone runtime script) instead of carrying its own:
 * - the runtime core, under the global name experiments.externalRuntime makes remote entries
 *   read; only the names those entries use, so the provider's build can leave out the rest
 *   (manifest snapshots, asset preloading, Node script loading);
 * - the bundler runtime's functions. They are stateless: each entry keeps its own share scopes,
 *   instance and options, and passes its own `webpackRequire`.
 * Value imports of the runtimes stay out of this file: remote builds resolve the bundler runtime
 * to borrowedBundlerRuntime.ts, which imports this one.
 */
import type * as RuntimeCore from '@module-federation/runtime-core';
import type {
  attachShareScopeMap,
  bundlerRuntime,
} from '@module-federation/webpack-bundler-runtime';

export const runtimeCoreGlobal = '_FEDERATION_RUNTIME_CORE';
export const bundlerRuntimeGlobal = '_HARMONI_FEDERATION_BUNDLER_RUNTIME';

/**
 * What the remote entries' `@module-federation/runtime` reads of the core: it registers the
 * shared constructor and creates its instance with the first five; it re-exports the others.
 */
export const lentRuntimeCoreNames = [
  'CurrentGlobal',
  'ModuleFederation',
  'getGlobalFederationConstructor',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
  'Module',
  'assert',
  'getRemoteEntry',
  'getRemoteInfo',
  'loadScript',
  'registerGlobalPlugins',
  'satisfy',
] as const;

export type LentRuntimeCore = Pick<typeof RuntimeCore, (typeof lentRuntimeCoreNames)[number]>;

export type LentBundlerRuntime = Pick<
  typeof bundlerRuntime,
  | 'consumes'
  | 'I'
  | 'installInitialConsumes'
  | 'initContainerEntry'
  | 'init'
  | 'getSharedFallbackGetter'
> & { attachShareScopeMap: typeof attachShareScopeMap };

type GlobalWithLoan = {
  [runtimeCoreGlobal]?: LentRuntimeCore;
  [bundlerRuntimeGlobal]?: LentBundlerRuntime;
};

export function lendRuntimeCore(core: LentRuntimeCore): void {
  (globalThis as GlobalWithLoan)[runtimeCoreGlobal] = Object.fromEntries(
    lentRuntimeCoreNames.map((name) => [name, core[name]]),
  ) as LentRuntimeCore;
}

/**
 * `initContainerEntry` comes on its own: a build that exposes nothing (the shell) compiles it out
 * of `bundlerRuntime`, yet every remote entry needs it.
 */
export function lendBundlerRuntime(
  runtime: typeof bundlerRuntime,
  attach: typeof attachShareScopeMap,
  initContainerEntry: NonNullable<(typeof bundlerRuntime)['initContainerEntry']>,
): void {
  (globalThis as GlobalWithLoan)[bundlerRuntimeGlobal] = {
    consumes: runtime.consumes,
    I: runtime.I,
    installInitialConsumes: runtime.installInitialConsumes,
    initContainerEntry,
    init: runtime.init,
    getSharedFallbackGetter: runtime.getSharedFallbackGetter,
    attachShareScopeMap: attach,
  };
}

export function borrowBundlerRuntime(): LentBundlerRuntime {
  const lent = (globalThis as GlobalWithLoan)[bundlerRuntimeGlobal];
  if (!lent) {
    throw new Error(
      'This remote entry borrows the federation bundler runtime, but neither a shell nor the standalone runtime script has lent it',
    );
  }
  return lent;
}
