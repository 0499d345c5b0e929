import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../scheduling/yieldToMain';

/**
 * Federation runtime hook: the runtime chains its steps in promise callbacks, so each chain runs
 * in one task however many steps it has: resolving every shared module the shell's start-up code
 * needs (a version check each), and for a remote module running the remote's entry as it
 * arrives, initialising its container with the shared modules and asking it for the exposed
 * module. On a slow phone each chain is a long task that holds back a tap; here each of those
 * steps starts in a task of its own. The module's own code runs in one more (remoteRegistry.ts).
 */
export default function federationStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harmoni-federation-steps',
    beforeLoadShare: async (args) => {
      await yieldToMain();
      return args;
    },
    beforeInitRemote: () => yieldToMain(),
    beforeGetExpose: () => yieldToMain(),
  };
}
