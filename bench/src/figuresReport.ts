import type { PageFigures } from './metrics';
import { table, type RouteResult } from './report';
import { tapsPerRoute, type TapSummary } from './taps/tapReport';

/**
 * `BENCH_FIGURES=compare`: the site's figures with the real-user figures (the site as it ships)
 * beside the same builds without them (figures/withoutFigures.rsbuild.ts), measured in one run.
 * Each cell is the median, then every run in the order it ran, so a difference reads against the
 * spread; the JS ratio is each variant's federated / single bundle, like for like.
 */
export interface FiguresComparison {
  /** the routes measured with the figures, and the same routes without, in the same order */
  withFigures: readonly RouteResult[];
  withoutFigures: readonly RouteResult[];
  /** the dead taps of the federated site with and without, or why they could not be measured */
  tapsWith?: readonly TapSummary[] | string;
  tapsWithout?: readonly TapSummary[] | string;
}

const round = (value: number) => (Number.isNaN(value) ? 'n/a' : String(Math.round(value)));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const figures: {
  label: string;
  key: keyof PageFigures;
  show: (value: number) => string;
}[] = [
  { label: 'Performance score', key: 'performance', show: round },
  { label: 'LCP (ms)', key: 'lcpMs', show: round },
  { label: 'CLS', key: 'cls', show: (value) => value.toFixed(3) },
  { label: 'TBT (ms)', key: 'tbtMs', show: round },
  { label: 'JS transferred (KB)', key: 'jsTransferBytes', show: kb },
];

function cell(median: number, runs: readonly PageFigures[] | undefined, key: keyof PageFigures) {
  const show = figures.find((figure) => figure.key === key)?.show ?? round;
  const each = (runs ?? []).map((run) => show(run[key]));
  return each.length > 0 ? `${show(median)} [${each.join(' ')}]` : show(median);
}

const jsRatio = (result: RouteResult) =>
  result.federated.jsTransferBytes / result.singleBundle.jsTransferBytes;

/** Each page's slowest control (median dead ms), by path; undefined if not measured. */
function slowestTaps(taps: FiguresComparison['tapsWith']): Map<string, string> | undefined {
  if (taps === undefined || typeof taps === 'string') return undefined;
  return new Map(
    tapsPerRoute(taps).map((route) => [
      route.path,
      `${round(route.worstDeadMs)}${route.withinBudget ? '' : ' (over or unmeasured)'}`,
    ]),
  );
}

/** The comparison table: per route, each figure with and without the real-user figures. */
export function formatFiguresComparison(comparison: FiguresComparison): string {
  const body: string[][] = [];
  comparison.withFigures.forEach((withFigures, index) => {
    const without = comparison.withoutFigures[index];
    if (!without || without.path !== withFigures.path) {
      throw new Error(`No figures without the real-user figures for ${withFigures.path}`);
    }
    const route = `${withFigures.name} (${withFigures.path})`;
    for (const { label, key } of figures) {
      body.push([
        route,
        `${label}, federated`,
        cell(withFigures.federated[key], withFigures.federatedRuns, key),
        cell(without.federated[key], without.federatedRuns, key),
      ]);
    }
    body.push([
      route,
      'JS transferred (KB), single bundle',
      cell(
        withFigures.singleBundle.jsTransferBytes,
        withFigures.singleBundleRuns,
        'jsTransferBytes',
      ),
      cell(without.singleBundle.jsTransferBytes, without.singleBundleRuns, 'jsTransferBytes'),
    ]);
    body.push([
      route,
      'JS ratio federated / single',
      jsRatio(withFigures).toFixed(3),
      jsRatio(without).toFixed(3),
    ]);
  });
  const tapsWith = slowestTaps(comparison.tapsWith);
  const tapsWithout = slowestTaps(comparison.tapsWithout);
  const tapPaths = new Set([...(tapsWith?.keys() ?? []), ...(tapsWithout?.keys() ?? [])]);
  for (const path of tapPaths.size > 0 ? tapPaths : ['every page']) {
    body.push([
      path,
      'Dead taps, slowest control (ms)',
      tapsWith ? (tapsWith.get(path) ?? '-') : 'not measured',
      tapsWithout ? (tapsWithout.get(path) ?? '-') : 'not measured',
    ]);
  }
  return [
    'The real-user figures (web-vitals and the beacon): with them (as shipped) and without, one run;',
    'median [each run]. The single bundle runs the same figures, so each JS ratio is like for like.',
    table(['route', 'figure', 'with the figures', 'without'], body),
  ].join('\n');
}
