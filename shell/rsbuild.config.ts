import { defineShellConfig } from '@harmoni/tooling/federation';

export default defineShellConfig({
  template: './index.html',
  runtimePlugins: [
    './src/federation/remoteErrorPlugin.ts',
    './src/federation/remoteIntegrityPlugin.ts',
    './src/federation/federationStepsPlugin.ts',
  ],
});
