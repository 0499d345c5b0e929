/** @jest-environment node */
import type { PageFigures } from './metrics';
import { budgetChecks, formatReport, type RouteResult } from './report';
import { figures } from './testing/pageFigures';

const home = (federated: Partial<PageFigures>, single: Partial<PageFigures> = {}): RouteResult => ({
  name: 'Home',
  path: '/',
  federated: figures(federated),
  singleBundle: figures({ glueTransferBytes: 0, ...single }),
});

describe('budgetChecks', () => {
  it('passes a page within every budget', () => {
    expect(budgetChecks([home({})]).every((check) => check.ok)).toBe(true);
  });

  it('fails the JS ratio when federation adds more than 15%', () => {
    const checks = budgetChecks([home({ jsTransferBytes: 116 }, { jsTransferBytes: 100 })]);
    expect(checks.find((check) => check.budget.startsWith('JS federated'))?.ok).toBe(false);
  });

  it('counts the request chain after the HTML', () => {
    const chain = (length: number) =>
      budgetChecks([home({ criticalChainLength: length })]).find((check) =>
        check.budget.startsWith('Home chain'),
      );
    expect(chain(5)?.ok).toBe(true);
    expect(chain(6)?.ok).toBe(false);
  });

  it('needs a score of at least 95', () => {
    const score = (performance: number) =>
      budgetChecks([home({ performance })]).find((check) => check.budget.startsWith('Performance'));
    expect(score(95)?.ok).toBe(true);
    expect(score(94)?.ok).toBe(false);
  });
});

describe('formatReport', () => {
  it('prints each figure beside its single-bundle value and the ratio', () => {
    const report = formatReport([home({ lcpMs: 1800 }, { lcpMs: 1500 })], 3);
    expect(report).toContain('Home (/), median of 3 runs');
    expect(report).toMatch(/LCP\s+\| 1800 ms\s+\| 1500 ms\s+\| 1\.20/);
    expect(report).toMatch(/CPU benchmark index\s+\| 1500\s+\| 1500\s+\| 1\.00/);
    expect(report).toMatch(/Main thread on CPU\s+\| 40%\s+\| 40%\s+\| 1\.00/);
    expect(report).toMatch(/Budgets: \d+ of \d+ met/);
  });

  it('lists the LCP and TBT of each run under the medians, in the order they ran', () => {
    const result = {
      ...home({ tbtMs: 60 }),
      federatedRuns: [figures({ tbtMs: 120 }), figures({ tbtMs: 60 }), figures({ tbtMs: 40 })],
      singleBundleRuns: [figures({ tbtMs: 30 }), figures({ tbtMs: 90 }), figures({ tbtMs: 50 })],
    };
    const report = formatReport([result], 3);
    expect(report).toMatch(/TBT of each run \(ms\)\s+\| 120 \/ 60 \/ 40\s+\| 30 \/ 90 \/ 50/);
    expect(report).toMatch(/LCP of each run \(ms\)\s+\| 1500 \/ 1500 \/ 1500/);
  });

  it('lists the main thread on-CPU share of each run, and says when a run could not measure it', () => {
    const result = {
      ...home({}),
      federatedRuns: [
        figures({ mainThreadOnCpuPercent: 31.4 }),
        figures({ mainThreadOnCpuPercent: Number.NaN }),
      ],
      singleBundleRuns: [figures({ mainThreadOnCpuPercent: 45.6 }), figures()],
    };
    const report = formatReport([result], 2);
    expect(report).toMatch(/Main thread on CPU of each run \(%\)\s+\| 31 \/ n\/a\s+\| 46 \/ 40/);
    expect(formatReport([home({ mainThreadOnCpuPercent: Number.NaN })], 3)).toMatch(
      /Main thread on CPU\s+\| n\/a/,
    );
  });
});
