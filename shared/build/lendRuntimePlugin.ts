import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { lendRuntime } from './lendRuntime';

/**
 * The shell's federation runtime plugin that lends its runtime to the remote entries (see
 * runtimeLoan.ts). It runs as the shell's federation starts, before any remote entry is fetched.
 */
export default function lendRuntimePlugin(): ModuleFederationRuntimePlugin {
  lendRuntime();
  return { name: 'harmoni-lend-federation-runtime' };
}
