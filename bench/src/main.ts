/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on the federated site and on
 * the same pages built as one single bundle, side by side, 3 runs per page, medians reported.
 * Then the dead taps of issue #29 on the federated site (taps/), apart: a failure there is
 * reported and never costs the Lighthouse figures, which are printed and written first.
 * Figures go to the console and to bench/results/ (JSON and a readable table).
 * `BENCH_FIGURES=compare` also measures both builds without the real-user figures, in the same
 * run, and prints them side by side (figuresReport.ts).
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatFiguresComparison } from './figuresReport';
import { federationGlue } from './glue';
import { expectDrawnAlike } from './singleBundle/drawnAlike';
import { launchBrowser, type Browser } from './lighthouseRun';
import { medianFigures, pageFigures, type PageFigures } from './metrics';
import { budgetChecks, formatReport, type RouteResult } from './report';
import { benchRoutes } from './routes';
import { measureDeadTaps } from './taps/measureTaps';
import { tapLoads } from './taps/controls';
import { formatTapReport, summariseTaps, type TapSummary } from './taps/tapReport';
import { withoutFiguresDist } from '../figures/withoutFigures.rsbuild';
import {
  buildBoth,
  buildBothWithoutFigures,
  startFederatedSite,
  startShellWithoutFigures,
  startSingleBundle,
  type RunningSite,
} from './sites';

const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const singleBundlePort = Number(process.env.BENCH_SINGLE_PORT ?? 3400);
/** Also measure the site without its real-user figures, beside it (bench/README.md). */
const compareFigures = process.env.BENCH_FIGURES === 'compare';
const withoutFiguresPorts = { shell: singleBundlePort + 1, singleBundle: singleBundlePort + 2 };

interface Sites {
  federated: RunningSite;
  single: RunningSite;
}

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
  if (compareFigures) buildBothWithoutFigures(repoRoot);
  const routes = benchRoutes(repoRoot);
  const isGlue = federationGlue(repoRoot);
  const started: RunningSite[] = [];
  // each site is stopped once: as soon as it is done with, or at the end whatever happened
  const start = async (site: Promise<RunningSite>): Promise<RunningSite> => {
    const running = await site;
    let stopping: Promise<void> | undefined;
    const once = { ...running, stop: () => (stopping ??= running.stop()) };
    started.push(once);
    return once;
  };
  const results: RouteResult[] = [];
  const withoutFigures: RouteResult[] = [];
  try {
    const federated = await start(
      startFederatedSite(repoRoot, compareFigures ? [withoutFiguresPorts.shell] : []),
    );
    const single = await start(startSingleBundle(repoRoot, singleBundlePort));
    const without: Sites | undefined = compareFigures
      ? {
          federated: await start(startShellWithoutFigures(repoRoot, withoutFiguresPorts.shell)),
          single: await start(
            startSingleBundle(
              repoRoot,
              withoutFiguresPorts.singleBundle,
              withoutFiguresDist.singleBundle,
            ),
          ),
        }
      : undefined;
    const paths = routes.map((route) => route.path);
    await expectDrawnAlike({ federated: federated.url, single: single.url }, paths);
    if (without)
      await expectDrawnAlike(
        { federated: without.federated.url, single: without.single.url },
        paths,
      );
    const measureBoth = async (sites: Sites, route: (typeof routes)[number]) => {
      const onFederated = await measure(sites.federated, route.path, isGlue);
      const onSingleBundle = await measure(sites.single, route.path, isGlue);
      return {
        ...route,
        federated: onFederated.median,
        singleBundle: onSingleBundle.median,
        federatedRuns: onFederated.runs,
        singleBundleRuns: onSingleBundle.runs,
      };
    };
    for (const [index, route] of routes.entries()) {
      console.log(`Measuring ${route.name} (${route.path})…`);
      // with and without take turns to go first, so a machine growing busier favours neither
      const withoutFirst = without !== undefined && index % 2 === 1;
      if (without && withoutFirst) withoutFigures.push(await measureBoth(without, route));
      results.push(await measureBoth({ federated, single }, route));
      if (without && !withoutFirst) withoutFigures.push(await measureBoth(without, route));
    }
    await single.stop();
    if (without) await without.single.stop();
    const report = () =>
      without
        ? `${formatReport(results, runsPerPage)}\n\nWithout the real-user figures\n${formatReport(withoutFigures, runsPerPage)}`
        : formatReport(results, runsPerPage);
    const compared = without && { withoutFigures };
    writeResults(report(), { runsPerPage, results, ...compared });
    const taps = await deadTaps(federated.url);
    const tapsWithout = without && (await deadTaps(without.federated.url));
    const tapReport = (summaries: TapSummary[] | string) =>
      typeof summaries === 'string' ? summaries : formatTapReport(summaries, tapLoads);
    const comparison = without
      ? `\n\nWithout the real-user figures\n${tapReport(tapsWithout ?? 'not measured')}\n\n${formatFiguresComparison({ withFigures: results, withoutFigures, tapsWith: taps, tapsWithout })}`
      : '';
    const tapsAndComparison = `${tapReport(taps)}${comparison}`;
    console.log(`\n${tapsAndComparison}`);
    writeResults(`${report()}\n\n${tapsAndComparison}`, {
      runsPerPage,
      results,
      ...compared,
      deadTaps: taps,
      ...(without && { deadTapsWithoutFigures: tapsWithout }),
    });
  } finally {
    for (const site of started.reverse()) await site.stop();
  }
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
  figures: {
    runsPerPage: number;
    results: RouteResult[];
    withoutFigures?: RouteResult[];
    deadTaps?: unknown;
    deadTapsWithoutFigures?: unknown;
  },
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
