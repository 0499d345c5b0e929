/**
 * Lends this build's federation runtime to the remote entries of the page (see runtimeLoan.ts).
 * The core's names are imported one by one, so the build leaves out what no one uses.
 */
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { lendBundlerRuntime, lendRuntimeCore } from './runtimeLoan';

export function lendRuntime(): void {
  lendRuntimeCore({
    assert,
    CurrentGlobal,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    loadScript,
    Module,
    ModuleFederation,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  });
  lendBundlerRuntime(bundlerRuntime, attachShareScopeMap, initContainerEntry);
}
