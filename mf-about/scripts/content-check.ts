/** npm run content:check -w mf-about [-- --root <folder> | --url <release URL>] */
import { runContentCheck } from '@harmoni/tooling/contentCheckCli';

process.exitCode = await runContentCheck({
  workspace: 'mf-about',
  catalog: async () => (await import('./contentCatalog')).contentCatalog,
  argv: process.argv.slice(2),
});
