import { nodeServerConfig } from '@harmoni/shared/serverBuild';

/**
 * `npm run build:server -w mf-contact`: the enquiry server (and its `enquiries` command) for
 * plain node, in dist-server/ at the sources' depths (main.mjs, cli/enquiries.mjs), so both
 * find the default data folder where the sources do: mf-contact/data, or data/ in the artifact.
 */
export default nodeServerConfig({
  entries: { main: './server/main.ts', 'cli/enquiries': './server/cli/enquiries.ts' },
  distPath: 'dist-server',
});
