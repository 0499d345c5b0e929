/**
 * What a remote's production entry gets for `@module-federation/webpack-bundler-runtime`: the
 * same object the package's index builds, with the functions borrowed from the page's provider
 * (runtimeLoan.ts) instead of bundled into every entry. Remote entries load no remotes
 * of their own (disableRemote), hence no `remotes`.
 */
import * as runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { borrowBundlerRuntime } from './runtimeLoan';

const { attachShareScopeMap, ...lent } = borrowBundlerRuntime();

const federation: Federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // Typed as the full runtime, though `remotes` is missing: with disableRemote nothing calls it.
  bundlerRuntime: { ...lent, S: {} } as NonNullable<Federation['bundlerRuntime']>,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
