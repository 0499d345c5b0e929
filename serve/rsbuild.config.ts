import { nodeServerConfig } from '@harmoni/tooling/serverBuild';

/** `npm run build -w @harmoni/serve`: the `harmoni-serve` command and the render worker. */
export default nodeServerConfig({
  entries: {
    'harmoni-serve': './src/bin.ts',
    renderWorker: './src/render/renderWorker.ts',
  },
  distPath: 'dist',
});
