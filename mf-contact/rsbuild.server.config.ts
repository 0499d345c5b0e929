import { nodeServerConfig } from '@harmoni/tooling/serverBuild';
import { compiledPageStyles, pageStyleFiles } from './server/formPost/page/pageStyles';

const server = nodeServerConfig({
  entries: { main: './server/main.ts', 'cli/enquiries': './server/cli/enquiries.ts' },
  distPath: 'dist-server',
});

/**
 * `npm run build:server -w mf-contact`: the enquiry server (and its `enquiries` command) for
 * plain node, in dist-server/ at the sources' depths (main.mjs, cli/enquiries.mjs), so both
 * find the default data folder where the sources do: mf-contact/data, or data/ in the artifact.
 * The form page's style files go beside it, so a deployable of it needs no source.
 */
export default {
  ...server,
  output: {
    ...server.output,
    copy: Object.entries(pageStyleFiles).map(([name, from]) => ({
      from,
      to: `${compiledPageStyles}/${name}`,
    })),
  },
};
