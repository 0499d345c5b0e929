/** npm run content:check -w mf-lessons [-- --root <folder> | --url <release URL>] */
import { runContentCheck } from '@harmoni/tooling/contentCheckCli';

process.exitCode = await runContentCheck({
  workspace: 'mf-lessons',
  catalog: async () => (await import('./contentCatalog')).contentCatalog,
  argv: process.argv.slice(2),
});
