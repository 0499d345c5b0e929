import { median } from '../metrics';
import type { TapResult, TapRun } from './tapRuns';

/** The goal of issue #29: a control answers within 100 ms of being drawn. */
export const deadTapBudgetMs = 100;

type MeasuredRun = Exclude<TapRun, { failure: string }>;

export interface TapSummary {
  control: string;
  path: string;
  drawnMs: number;
  firstPressLagMs: number;
  deadMs: number;
  deadPresses: number;
  pressToPaintMs: number;
  /** every measured load's dead time and press-to-paint, in the order they ran */
  deadMsPerLoad: number[];
  pressToPaintMsPerLoad: number[];
  /** why loads could not measure (not drawn, no press worked, never hydrated) */
  failures: string[];
  /** the median is within the goal and every load measured */
  withinBudget: boolean;
}

const measured = (runs: readonly TapRun[]) =>
  runs.filter((run): run is MeasuredRun => !('failure' in run));

/** Medians per control and page, of the loads that measured. */
export function summariseTaps(results: readonly TapResult[]): TapSummary[] {
  return results.map(({ control, path, runs }) => {
    const good = measured(runs);
    const of = (key: keyof MeasuredRun) => median(good.map((run) => run[key]));
    const deadMs = of('deadMs');
    const failures = runs.flatMap((run) => ('failure' in run ? [run.failure] : []));
    return {
      control,
      path,
      drawnMs: of('drawnMs'),
      firstPressLagMs: of('firstPressLagMs'),
      deadMs,
      deadPresses: of('deadPresses'),
      pressToPaintMs: of('pressToPaintMs'),
      deadMsPerLoad: good.map((run) => run.deadMs),
      pressToPaintMsPerLoad: good.map((run) => run.pressToPaintMs),
      failures,
      withinBudget: failures.length === 0 && deadMs <= deadTapBudgetMs,
    };
  });
}

export interface RouteTaps {
  path: string;
  /** the slowest control's median dead time on this page */
  worstDeadMs: number;
  worstControl: string;
  withinBudget: boolean;
}

/** One figure per page: its slowest control. */
export function tapsPerRoute(summaries: readonly TapSummary[]): RouteTaps[] {
  const paths = [...new Set(summaries.map((summary) => summary.path))];
  return paths.map((path) => {
    const onPage = summaries.filter((summary) => summary.path === path);
    const worst = onPage.reduce((a, b) => (Number.isNaN(a.deadMs) || b.deadMs > a.deadMs ? b : a));
    return {
      path,
      worstDeadMs: worst.deadMs,
      worstControl: worst.control,
      withinBudget: onPage.every((summary) => summary.withinBudget),
    };
  });
}

const cell = (value: number) => (Number.isNaN(value) ? '-' : String(Math.round(value)));
const paintCell = (value: number) => (value <= 16 ? '<=16' : cell(value));

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** Per control and page (medians, then each load), then one line per page, then failures. */
export function formatTapReport(summaries: readonly TapSummary[], loads: number): string {
  const rows = summaries.map((summary) => [
    summary.control,
    summary.path,
    cell(summary.drawnMs),
    cell(summary.firstPressLagMs),
    cell(summary.deadMs),
    summary.deadMsPerLoad.map(cell).join(' '),
    cell(summary.deadPresses),
    paintCell(summary.pressToPaintMs),
    summary.pressToPaintMsPerLoad.map(paintCell).join(' '),
    summary.withinBudget ? 'yes' : 'NO',
  ]);
  const perRoute = tapsPerRoute(summaries).map((route) => [
    route.path,
    cell(route.worstDeadMs),
    route.worstControl,
    route.withinBudget ? 'yes' : 'NO',
  ]);
  const failures = summaries.flatMap((summary) =>
    summary.failures.map((failure) => `  ${summary.control} on ${summary.path}: ${failure}`),
  );
  return [
    `Dead taps on a phone (CPU 4x, 150 ms RTT, 1.6 Mbit/s; medians of ${loads} fresh loads each):`,
    'dead: from the first press to the first that worked, pressing from the first frame the',
    "control is drawn in (first press after: the benchmark's own lag from that frame to its",
    'first press); press to paint: once hydrated, Event Timing duration of one press (<=16: 16 ms',
    'or less, the finest it reports).',
    ...table(
      [
        'control',
        'page',
        'drawn at (ms)',
        'first press after (ms)',
        'dead (ms)',
        'dead, each load',
        'dead presses',
        'press to paint (ms)',
        'each load',
        `<= ${deadTapBudgetMs} ms`,
      ],
      rows,
    ),
    '',
    'Dead taps per page (the slowest control):',
    ...table(['page', 'dead (ms)', 'control', `<= ${deadTapBudgetMs} ms`], perRoute),
    ...(failures.length > 0 ? ['', 'Loads that could not measure:', ...failures] : []),
  ].join('\n');
}
