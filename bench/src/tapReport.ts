import type { TapResult } from './deadTaps';
import { median } from './metrics';

/** The goal of issue #29: a control answers within 100 ms of being drawn. */
export const deadTapBudgetMs = 100;

export interface TapSummary {
  control: string;
  path: string;
  drawnMs: number;
  firstPressLagMs: number;
  deadMs: number;
  deadPresses: number;
  pressToPaintMs: number;
  /** every load's dead time, in the order they ran */
  deadMsPerLoad: number[];
  withinBudget: boolean;
}

/** Medians per control and page. */
export function summariseTaps(results: readonly TapResult[]): TapSummary[] {
  return results.map(({ control, path, runs }) => {
    const deadMs = median(runs.map((run) => run.deadMs));
    return {
      control,
      path,
      drawnMs: median(runs.map((run) => run.drawnMs)),
      firstPressLagMs: median(runs.map((run) => run.firstPressLagMs)),
      deadMs,
      deadPresses: median(runs.map((run) => run.deadPresses)),
      pressToPaintMs: median(runs.map((run) => run.pressToPaintMs)),
      deadMsPerLoad: runs.map((run) => run.deadMs),
      withinBudget: deadMs <= deadTapBudgetMs,
    };
  });
}

const cell = (value: number) => (Number.isNaN(value) ? '-' : String(Math.round(value)));

/** A table: one line per control and page, medians, then each load's dead time. */
export function formatTapReport(summaries: readonly TapSummary[], loads: number): string {
  const header = [
    'control',
    'page',
    'drawn at (ms)',
    'first press after (ms)',
    'dead (ms)',
    'dead presses',
    'press to paint (ms)',
    `dead, each load`,
    `<= ${deadTapBudgetMs} ms`,
  ];
  const rows = summaries.map((summary) => [
    summary.control,
    summary.path,
    cell(summary.drawnMs),
    cell(summary.firstPressLagMs),
    cell(summary.deadMs),
    cell(summary.deadPresses),
    summary.pressToPaintMs <= 16 ? '<= 16' : cell(summary.pressToPaintMs),
    summary.deadMsPerLoad.map(cell).join(' '),
    summary.withinBudget ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  ');
  return [
    `Dead taps on a phone (CPU 4x, 150 ms RTT, 1.6 Mbit/s; medians of ${loads} fresh loads):`,
    'dead: from the first press to the first that worked, pressing every 50 ms from the first frame',
    "(first press after: the benchmark's own lag from the first frame to its first press);",
    "press to paint: once hydrated, Event Timing's duration of the press (16 ms or less: <= 16).",
    line(header),
    ...rows.map(line),
  ].join('\n');
}
