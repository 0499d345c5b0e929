import { defineRemoteConfig } from '@harmoni/shared/federation';

export default defineRemoteConfig({
  workspace: 'mf-lessons',
  exposes: {
    './lessonService': './src/lessons/lessonService.ts',
  },
});
