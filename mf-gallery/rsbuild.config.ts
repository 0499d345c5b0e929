import { defineRemoteConfig } from '@harmoni/tooling/federation';
import { exposes } from './exposes';

export default defineRemoteConfig({
  workspace: 'mf-gallery',
  exposes,
  // the pages its content has, for the shell's sitemap (the server view only)
  serverModules: { './sitePages': './src/sitemap/sitePages.ts' },
});
