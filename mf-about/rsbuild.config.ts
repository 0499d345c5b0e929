import { defineRemoteConfig } from '@harmoni/shared/federation';

export default defineRemoteConfig({
  workspace: 'mf-about',
  exposes: {
    './TermsPage': './src/legal/TermsPage.tsx',
    './PrivacyPolicyPage': './src/legal/PrivacyPolicyPage.tsx',
  },
});
