import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { lendBundlerRuntime } from './bundlerRuntimeLoan';

/**
 * The shell's federation runtime plugin that lends its bundler runtime to the remote entries
 * (see bundlerRuntimeLoan.ts). It runs as the shell's federation starts, before any remote entry
 * is fetched.
 */
export default function lendBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  lendBundlerRuntime(bundlerRuntime, attachShareScopeMap, initContainerEntry);
  return { name: 'harmoni-lend-bundler-runtime' };
}
