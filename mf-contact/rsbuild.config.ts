import { enquiryServer, portOf, remoteManifestUrls } from '@harmoni/shared/apps';
import { defineRemoteConfig } from '@harmoni/tooling/federation';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { exposes } from './exposes';

/** Where the enquiry server listens: the standalone dev server forwards /api there, as the shell does. */
const enquiryUrl = process.env.ENQUIRY_URL || `http://localhost:${portOf(enquiryServer)}`;

export default mergeRsbuildConfig(
  defineRemoteConfig({
    workspace: 'mf-contact',
    exposes,
  }),
  {
    source: {
      define: {
        // Standalone, the page still needs the lesson service for its class list.
        __LESSONS_MANIFEST_URL__: JSON.stringify(remoteManifestUrls().lessons),
      },
    },
    server: {
      proxy: {
        '/api': { target: enquiryUrl, pathRewrite: { '^/api': '' }, changeOrigin: false },
      },
    },
  },
);
