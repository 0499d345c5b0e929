import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yieldToMain';

/**
 * Federation runtime hook: loading a remote module is three pieces of work that the runtime
 * chains in one task (running the remote's entry as it arrives, initialising its container with
 * the shared modules, asking it for the exposed module). On a slow phone together they are a
 * long task that holds back a tap; each starts in a task of its own here. The module's own code
 * runs in a task of its own too (remoteRegistry.ts).
 */
export default function remoteStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harmoni-remote-steps',
    beforeInitRemote: () => yieldToMain(),
    beforeGetExpose: () => yieldToMain(),
  };
}
