/** npm run content:check -w mf-gallery [-- --root <folder> | --url <release URL>] */
import { runContentCheck } from '@harmoni/tooling/contentCheckCli';

process.exitCode = await runContentCheck({
  workspace: 'mf-gallery',
  catalog: async () => (await import('./contentCatalog')).contentCatalog,
  argv: process.argv.slice(2),
});
