/** @jest-environment node */
import {
  medianFigures,
  pageFigures,
  sequentialChainLength,
  type LighthouseResult,
  type PageFigures,
} from './metrics';

const timed = (networkRequestTime: number, networkEndTime: number) => ({
  networkRequestTime,
  networkEndTime,
});

const result: LighthouseResult = {
  categories: { performance: { score: 0.973 } },
  environment: { benchmarkIndex: 1520.5 },
  audits: {
    'largest-contentful-paint': { numericValue: 1800 },
    'first-contentful-paint': { numericValue: 900 },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'total-byte-weight': { numericValue: 250_000 },
    metrics: { details: { items: [{ url: '', observedLargestContentfulPaint: 500 }] } },
    'network-requests': {
      details: {
        items: [
          {
            url: 'http://x/',
            resourceType: 'Document',
            transferSize: 2000,
            resourceSize: 5000,
            ...timed(0, 50),
          },
          {
            url: 'http://x/static/js/index.js',
            resourceType: 'Script',
            transferSize: 50_000,
            resourceSize: 150_000,
            ...timed(60, 120),
          },
          {
            url: 'http://x/remotes.json',
            resourceType: 'Fetch',
            transferSize: 300,
            resourceSize: 200,
            ...timed(130, 150),
          },
          {
            url: 'http://l/mf-manifest.json',
            resourceType: 'Fetch',
            transferSize: 900,
            resourceSize: 4000,
            ...timed(160, 200),
          },
          {
            url: 'http://l/static/js/lessons.1.js',
            resourceType: 'Script',
            transferSize: 10_000,
            resourceSize: 30_000,
            ...timed(210, 260),
          },
        ],
      },
    },
  },
};

const glue = (url: string) => /remotes\.json$|mf-manifest\.json$|lessons\.1\.js$/.test(url);

describe('pageFigures', () => {
  it('reads the scores, timings and byte counts of one run', () => {
    expect(pageFigures(result, glue)).toEqual({
      performance: 97,
      lcpMs: 1800,
      fcpMs: 900,
      tbtMs: 40,
      cls: 0.01,
      jsTransferBytes: 60_000,
      jsUncompressedBytes: 180_000,
      totalBytes: 250_000,
      requests: 5,
      criticalChainLength: 5,
      glueTransferBytes: 11_200,
      cpuBenchmarkIndex: 1520.5,
      mainThreadOnCpuPercent: Number.NaN,
    });
    expect(pageFigures(result, glue, 38).mainThreadOnCpuPercent).toBe(38);
  });

  it('marks a missing audit as not measured rather than zero', () => {
    const figures = pageFigures({ categories: { performance: { score: null } }, audits: {} }, glue);
    expect(figures.performance).toBe(0);
    expect(figures.lcpMs).toBeNaN();
    expect(figures.criticalChainLength).toBe(0);
    expect(figures.requests).toBe(0);
    expect(figures.cpuBenchmarkIndex).toBeNaN();
  });
});

describe('sequentialChainLength', () => {
  it('counts requests that each waited for the one before', () => {
    expect(
      sequentialChainLength(
        [
          { url: 'a', ...timed(0, 10) },
          { url: 'b', ...timed(10, 20) },
          { url: 'c', ...timed(25, 30) },
        ],
        100,
      ),
    ).toBe(3);
  });

  it('does not chain requests that overlapped', () => {
    expect(
      sequentialChainLength(
        [
          { url: 'a', ...timed(0, 10) },
          { url: 'b', ...timed(5, 20) },
          { url: 'c', ...timed(8, 30) },
        ],
        100,
      ),
    ).toBe(1);
  });

  it('ignores what finished after the main content painted', () => {
    expect(
      sequentialChainLength(
        [
          { url: 'a', ...timed(0, 10) },
          { url: 'b', ...timed(10, 20) },
          { url: 'late', ...timed(30, 90) },
        ],
        50,
      ),
    ).toBe(2);
  });

  it("leaves out the browser's own requests, such as the tab's icon", () => {
    expect(
      sequentialChainLength(
        [
          { url: 'http://x/', resourceType: 'Document', ...timed(0, 10) },
          { url: 'http://x/index.js', resourceType: 'Script', ...timed(10, 20) },
          { url: 'http://x/favicon.svg', resourceType: 'Other', ...timed(25, 30) },
        ],
        100,
      ),
    ).toBe(2);
  });
});

describe('medianFigures', () => {
  const run = (lcpMs: number): PageFigures => ({ ...pageFigures(result, glue), lcpMs });

  it('takes the middle value of an odd number of runs', () => {
    expect(medianFigures([run(3000), run(1000), run(2000)]).lcpMs).toBe(2000);
  });

  it('averages the two middle values of an even number of runs', () => {
    expect(medianFigures([run(1000), run(2000)]).lcpMs).toBe(1500);
  });

  it('refuses an empty list', () => {
    expect(() => medianFigures([])).toThrow('No runs');
  });

  it('leaves a run that could not measure a figure out of its median', () => {
    expect(medianFigures([run(Number.NaN), run(1000), run(2000)]).lcpMs).toBe(1500);
    expect(medianFigures([run(Number.NaN), run(Number.NaN), run(900)]).lcpMs).toBe(900);
    expect(medianFigures([run(Number.NaN)]).lcpMs).toBeNaN();
  });
});
