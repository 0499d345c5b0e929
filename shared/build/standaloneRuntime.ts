/**
 * A remote's standalone page has no shell, yet its production build expects the federation
 * runtime to be provided (experiments.externalRuntime) and its bundler runtime lent
 * (bundlerRuntimeLoan.ts). This script, loaded before the page's entry, provides both under the
 * global names the remote's build reads, as the shell does on the site.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { lendBundlerRuntime } from './bundlerRuntimeLoan';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
lendBundlerRuntime(bundlerRuntime, attachShareScopeMap, initContainerEntry);
