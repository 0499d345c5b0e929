import { defineRemoteConfig } from '@harmoni/shared/federation';

export default defineRemoteConfig({
  workspace: 'mf-gallery',
  exposes: {
    './concertService': './src/concerts/concertService.ts',
  },
});
