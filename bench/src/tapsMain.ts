/**
 * `npm run bench:taps -w bench`: the dead-tap figures alone, on the federated site as
 * `npm start` serves it (build it first). `npm run bench` prints them too, after Lighthouse.
 */
import { repoRoot } from '@harmoni/shared/workspaces';
import { measureDeadTaps } from './deadTaps';
import { startFederatedSite } from './sites';
import { formatTapReport, summariseTaps } from './tapReport';

const tapLoads = Number(process.env.BENCH_TAP_LOADS ?? 3);

async function main(): Promise<void> {
  const site = await startFederatedSite(repoRoot);
  try {
    const results = await measureDeadTaps(site.url, tapLoads);
    console.log(formatTapReport(summariseTaps(results), tapLoads));
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
