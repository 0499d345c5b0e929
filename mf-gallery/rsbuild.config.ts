import { defineRemoteConfig } from '@harmoni/shared/federation';
import { exposes } from './exposes';

export default defineRemoteConfig({
  workspace: 'mf-gallery',
  exposes,
});
