/**
 * `npm run bench:taps -w bench`: the dead-tap figures alone, on the federated site as
 * `npm start` serves it (run `npm run build` first). `npm run bench` prints them too, after
 * Lighthouse. BENCH_TAP_LOADS sets the fresh loads per control and page (at least 3).
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { startFederatedSite } from '../sites';
import { measureDeadTaps } from './measureTaps';
import { formatTapReport, summariseTaps } from './tapReport';
import { tapLoads } from './controls';

async function main(): Promise<void> {
  const site = await startFederatedSite(repoRoot);
  try {
    const results = await measureDeadTaps(site.url, tapLoads);
    console.log(`\n${formatTapReport(summariseTaps(results), tapLoads)}`);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
