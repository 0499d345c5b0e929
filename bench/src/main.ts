/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on the federated site and on
 * the same pages built as one single bundle, side by side, 3 runs per page, medians reported.
 * Then the dead taps of issue #29 on the federated site (taps/), apart: a failure there is
 * reported and never costs the Lighthouse figures, which are printed and written first.
 * Figures go to the console and to bench/results/ (JSON and a readable table).
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { federationGlue } from './glue';
import { expectDrawnAlike } from './singleBundle/drawnAlike';
import { launchBrowser, type Browser } from './lighthouseRun';
import { medianFigures, pageFigures, type PageFigures } from './metrics';
import { budgetChecks, formatReport, type RouteResult } from './report';
import { benchRoutes } from './routes';
import { measureDeadTaps } from './taps/measureTaps';
import { tapLoads } from './taps/controls';
import { formatTapReport, summariseTaps, type TapSummary } from './taps/tapReport';
import { buildBoth, startFederatedSite, startSingleBundle, type RunningSite } from './sites';

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
  const results: RouteResult[] = [];
  let taps: TapSummary[] | string;
  try {
    const single = await startSingleBundle(repoRoot, singleBundlePort);
    try {
      const paths = routes.map((route) => route.path);
      await expectDrawnAlike({ federated: federated.url, single: single.url }, paths);
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
    }
    writeResults(formatReport(results, runsPerPage), { runsPerPage, results });
    taps = await deadTaps(federated.url);
  } finally {
    await federated.stop();
  }
  const tapReport = typeof taps === 'string' ? taps : formatTapReport(taps, tapLoads);
  console.log(`\n${tapReport}`);
  writeResults(`${formatReport(results, runsPerPage)}\n\n${tapReport}`, {
    runsPerPage,
    results,
    deadTaps: taps,
  });
}

/** The dead taps, or why they could not be measured: never a reason to lose the rest. */
async function deadTaps(origin: string): Promise<TapSummary[] | string> {
  console.log('Measuring dead taps…');
  try {
    return summariseTaps(await measureDeadTaps(origin, tapLoads));
  } catch (error) {
    return `Dead taps could not be measured: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The report on the console (once) and in bench/results/, as text and JSON. */
let stamp: string | undefined;
function writeResults(
  report: string,
  figures: { runsPerPage: number; results: RouteResult[]; deadTaps?: unknown },
): void {
  const first = stamp === undefined;
  stamp ??= new Date().toISOString().replace(/[:.]/g, '-');
  if (first) console.log(`\n${report}`);
  const folder = join(repoRoot, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const json = JSON.stringify({ ...figures, budgets: budgetChecks(figures.results) }, null, 2);
  writeFileSync(join(folder, `bench-${stamp}.json`), json);
  writeFileSync(join(folder, `bench-${stamp}.txt`), `${report}\n`);
  writeFileSync(join(folder, 'latest.json'), json);
  writeFileSync(join(folder, 'latest.txt'), `${report}\n`);
  console.log(`Written to bench/results/bench-${stamp}.{json,txt}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
