/** @jest-environment node */
import { formatFiguresComparison } from './figuresReport';
import type { PageFigures } from './metrics';
import type { RouteResult } from './report';
import type { TapSummary } from './taps/tapReport';
import { figures } from './testing/pageFigures';

const route = (
  federatedRuns: Partial<PageFigures>[],
  singleBundle: Partial<PageFigures>,
  path = '/',
): RouteResult => ({
  name: 'Home',
  path,
  federated: figures(federatedRuns[0]),
  singleBundle: figures(singleBundle),
  federatedRuns: federatedRuns.map((run) => figures(run)),
  singleBundleRuns: [figures(singleBundle)],
});

const taps = (deadMs: number): TapSummary[] => [
  {
    control: 'award close',
    path: '/',
    drawnMs: 900,
    firstPressLagMs: 10,
    deadMs,
    deadPresses: 0,
    pressToPaintMs: 80,
    deadMsPerLoad: [deadMs],
    pressToPaintMsPerLoad: [80],
    failures: [],
    withinBudget: deadMs <= 100,
  },
];

describe('formatFiguresComparison', () => {
  const withFigures = route(
    [
      { lcpMs: 1210, tbtMs: 30, jsTransferBytes: 130 * 1024 },
      { lcpMs: 1190, tbtMs: 90, jsTransferBytes: 130 * 1024 },
    ],
    { jsTransferBytes: 110 * 1024 },
  );
  const withoutFigures = route([{ lcpMs: 1200, tbtMs: 40, jsTransferBytes: 127 * 1024 }], {
    jsTransferBytes: 107 * 1024,
  });
  const text = formatFiguresComparison({
    withFigures: [withFigures],
    withoutFigures: [withoutFigures],
    tapsWith: taps(0),
    tapsWithout: 'Dead taps could not be measured: no browser',
  });
  const row = (figure: string) =>
    text.split('\n').find((line) => line.includes(` ${figure} `)) ?? '';

  it('sets each figure with the real-user figures beside it without, median and every run', () => {
    expect(row('LCP (ms), federated')).toMatch(/1210 \[1210 1190\]\s+\| 1200 \[1200\]/);
    expect(row('TBT (ms), federated')).toMatch(/30 \[30 90\]\s+\| 40 \[40\]/);
    expect(row('JS transferred (KB), federated')).toMatch(/130\.0 \[130\.0 130\.0\]\s+\| 127\.0/);
    expect(row('JS transferred (KB), single bundle')).toMatch(/110\.0 \[110\.0\]\s+\| 107\.0/);
  });

  it("gives each variant's JS ratio, federated over its own single bundle", () => {
    expect(row('JS ratio federated / single')).toMatch(/1\.182\s+\| 1\.187/);
  });

  it('gives each page its slowest dead tap, or says the taps were not measured', () => {
    expect(row('Dead taps, slowest control (ms)')).toMatch(/\| 0\s+\| not measured/);
  });

  it('refuses routes that do not match: a figure is never compared with another page', () => {
    expect(() =>
      formatFiguresComparison({
        withFigures: [withFigures],
        withoutFigures: [route([{}], {}, '/contact')],
      }),
    ).toThrow('No figures without the real-user figures for /');
  });
});
