import type { PageFigures } from './metrics';

export interface RouteResult {
  name: string;
  path: string;
  /** the medians */
  federated: PageFigures;
  singleBundle: PageFigures;
  /** each run's figures, in the order they ran: how far apart they are says how noisy it was */
  federatedRuns?: PageFigures[];
  singleBundleRuns?: PageFigures[];
}

export interface BudgetCheck {
  budget: string;
  route: string;
  value: number;
  limit: number;
  ok: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
/** A figure a run could not measure (NaN) reads as such, not as "NaN". */
const unlessMissing =
  (show: (value: number) => string) =>
  (value: number): string =>
    Number.isNaN(value) ? 'n/a' : show(value);
const percent = unlessMissing((value) => `${Math.round(value)}%`);
const wholeNumber = unlessMissing((value) => String(Math.round(value)));
const ratio = (a: number, b: number) => (b === 0 ? Number.NaN : a / b);

const rows: { label: string; key: keyof PageFigures; show: (value: number) => string }[] = [
  { label: 'Performance score', key: 'performance', show: (v) => String(Math.round(v)) },
  { label: 'LCP', key: 'lcpMs', show: ms },
  { label: 'FCP', key: 'fcpMs', show: ms },
  { label: 'TBT', key: 'tbtMs', show: ms },
  { label: 'CLS', key: 'cls', show: (v) => v.toFixed(3) },
  { label: 'JS transferred', key: 'jsTransferBytes', show: kb },
  { label: 'JS uncompressed', key: 'jsUncompressedBytes', show: kb },
  { label: 'Total bytes', key: 'totalBytes', show: kb },
  { label: 'Requests', key: 'requests', show: (v) => String(Math.round(v)) },
  { label: 'Critical chain (requests)', key: 'criticalChainLength', show: (v) => String(v) },
  { label: 'Federation glue', key: 'glueTransferBytes', show: kb },
  { label: 'CPU benchmark index', key: 'cpuBenchmarkIndex', show: (v) => String(Math.round(v)) },
  { label: 'Main thread on CPU', key: 'mainThreadOnCpuPercent', show: percent },
];

/** The budgets of the performance issue, checked against the medians. */
export function budgetChecks(results: readonly RouteResult[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (budget: string, route: string, value: number, limit: number, atLeast = false) =>
    checks.push({ budget, route, value, limit, ok: atLeast ? value >= limit : value <= limit });
  for (const { name, federated, singleBundle } of results) {
    check('Performance score >= 95', name, federated.performance, 95, true);
    check('LCP <= 2000 ms', name, federated.lcpMs, 2000);
    check('TBT <= 100 ms', name, federated.tbtMs, 100);
    check('CLS <= 0.02', name, federated.cls, 0.02);
    check(
      'JS federated/single <= 1.15',
      name,
      ratio(federated.jsTransferBytes, singleBundle.jsTransferBytes),
      1.15,
    );
    check('LCP federated/single <= 1.10', name, ratio(federated.lcpMs, singleBundle.lcpMs), 1.1);
  }
  const home = results.find((result) => result.path === '/');
  if (home) {
    check('Home JS <= 170 KB compressed', home.name, home.federated.jsTransferBytes / 1024, 170);
    check(
      'Federation glue <= 30 KB compressed',
      home.name,
      home.federated.glueTransferBytes / 1024,
      30,
    );
    // The chain counts the HTML itself; the budget counts the round trips after it.
    check('Home chain <= 4 after the HTML', home.name, home.federated.criticalChainLength - 1, 4);
  }
  return checks;
}

/** A plain-text table, columns padded to their widest cell. */
export function table(header: string[], body: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...body.map(line),
  ].join('\n');
}

/** The figures that vary most from run to run, each run's value in the order they ran. */
const spreadRows: { label: string; key: keyof PageFigures }[] = [
  { label: 'LCP of each run (ms)', key: 'lcpMs' },
  { label: 'TBT of each run (ms)', key: 'tbtMs' },
  { label: 'Main thread on CPU of each run (%)', key: 'mainThreadOnCpuPercent' },
];

const eachRun = (runs: readonly PageFigures[] | undefined, key: keyof PageFigures) =>
  (runs ?? []).map((run) => wholeNumber(run[key])).join(' / ');

/** Every figure of every route, federated beside single-bundle, then the budgets. */
export function formatReport(results: readonly RouteResult[], runsPerPage: number): string {
  const sections = results.map((result) => {
    const { name, path, federated, singleBundle } = result;
    const body = rows.map(({ label, key, show }) => [
      label,
      show(federated[key]),
      show(singleBundle[key]),
      ratio(federated[key], singleBundle[key]).toFixed(2),
    ]);
    const spreads = result.federatedRuns
      ? spreadRows.map(({ label, key }) => [
          label,
          eachRun(result.federatedRuns, key),
          eachRun(result.singleBundleRuns, key),
          '',
        ])
      : [];
    return `${name} (${path}), median of ${runsPerPage} runs\n${table(
      ['figure', 'federated', 'single-bundle', 'ratio'],
      [...body, ...spreads],
    )}`;
  });
  const checks = budgetChecks(results);
  const budgetTable = table(
    ['budget', 'route', 'value', 'limit', 'met'],
    checks.map((check) => [
      check.budget,
      check.route,
      Number.isFinite(check.value) ? check.value.toFixed(2) : 'n/a',
      String(check.limit),
      check.ok ? 'yes' : 'NO',
    ]),
  );
  const met = checks.filter((check) => check.ok).length;
  return [...sections, `Budgets: ${met} of ${checks.length} met\n${budgetTable}`].join('\n\n');
}
