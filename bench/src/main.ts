/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on the federated site and on
 * the same pages built as one single bundle, side by side, 3 runs per page, medians reported.
 * Figures go to the console and to bench/results/ (JSON and a readable table).
 */
import { repoRoot } from '@harmoni/shared/workspaces';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { federationGlue } from './glue';
import { launchBrowser, type Browser } from './lighthouseRun';
import { medianFigures, pageFigures, type PageFigures } from './metrics';
import { budgetChecks, formatReport, type RouteResult } from './report';
import { benchRoutes } from './routes';
import { buildBoth, startFederatedSite, startSingleBundleSite, type RunningSite } from './sites';

const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const singleBundlePort = Number(process.env.BENCH_SINGLE_PORT ?? 3400);

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART...): such a run is redone. */
async function auditWithRetry(browser: Browser, url: string, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await browser.audit(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; measuring again`);
    }
  }
}

async function measure(site: RunningSite, path: string, isGlue: (url: string) => boolean) {
  const browser = await launchBrowser();
  try {
    const runs: PageFigures[] = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      const { result, mainThreadOnCpuPercent } = await auditWithRetry(
        browser,
        `${site.url}${path}`,
      );
      runs.push(pageFigures(result, isGlue, mainThreadOnCpuPercent));
    }
    return { median: medianFigures(runs), runs };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  buildBoth(repoRoot);
  const routes = benchRoutes(repoRoot);
  const isGlue = federationGlue(repoRoot);
  const federated = await startFederatedSite(repoRoot);
  const single = await startSingleBundleSite(repoRoot, singleBundlePort);
  const results: RouteResult[] = [];
  try {
    for (const route of routes) {
      console.log(`Measuring ${route.name} (${route.path})…`);
      const onFederated = await measure(federated, route.path, isGlue);
      const onSingleBundle = await measure(single, route.path, isGlue);
      results.push({
        ...route,
        federated: onFederated.median,
        singleBundle: onSingleBundle.median,
        federatedRuns: onFederated.runs,
        singleBundleRuns: onSingleBundle.runs,
      });
    }
  } finally {
    await single.stop();
    await federated.stop();
  }
  const report = formatReport(results, runsPerPage);
  console.log(`\n${report}`);
  const folder = join(repoRoot, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = JSON.stringify({ runsPerPage, results, budgets: budgetChecks(results) }, null, 2);
  writeFileSync(join(folder, `bench-${stamp}.json`), json);
  writeFileSync(join(folder, `bench-${stamp}.txt`), `${report}\n`);
  writeFileSync(join(folder, 'latest.json'), json);
  writeFileSync(join(folder, 'latest.txt'), `${report}\n`);
  console.log(`\nWritten to bench/results/bench-${stamp}.{json,txt}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
