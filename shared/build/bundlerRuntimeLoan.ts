/**
 * The federation bundler runtime's functions, lent by the page's one provider (the shell, or a
 * remote's standalone runtime script) to every remote entry under one global name, as
 * experiments.externalRuntime does for the runtime core. The functions are stateless: each entry
 * keeps its own share scopes, instance and options, and passes its own `webpackRequire`.
 * Value imports of the bundler runtime stay out of this file: remote builds resolve that
 * package to borrowedBundlerRuntime.ts, which imports this one.
 */
import type {
  attachShareScopeMap,
  bundlerRuntime,
} from '@module-federation/webpack-bundler-runtime';

export const bundlerRuntimeGlobal = '_HARMONI_FEDERATION_BUNDLER_RUNTIME';

export type LentBundlerRuntime = Pick<
  typeof bundlerRuntime,
  | 'consumes'
  | 'I'
  | 'installInitialConsumes'
  | 'initContainerEntry'
  | 'init'
  | 'getSharedFallbackGetter'
> & { attachShareScopeMap: typeof attachShareScopeMap };

type GlobalWithLoan = { [bundlerRuntimeGlobal]?: LentBundlerRuntime };

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
