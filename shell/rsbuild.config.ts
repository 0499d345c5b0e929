import { defineShellConfig } from '@harmoni/shared/federation';

export default defineShellConfig({
  template: './index.html',
  runtimePlugins: [
    './src/federation/remoteErrorPlugin.ts',
    './src/federation/remoteIntegrityPlugin.ts',
    './src/federation/federationStepsPlugin.ts',
  ],
});
