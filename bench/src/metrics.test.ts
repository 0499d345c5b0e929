/** @jest-environment node */
import { medianFigures, pageFigures, type LighthouseResult, type PageFigures } from './metrics';

const result: LighthouseResult = {
  categories: { performance: { score: 0.973 } },
  audits: {
    'largest-contentful-paint': { numericValue: 1800 },
    'first-contentful-paint': { numericValue: 900 },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'total-byte-weight': { numericValue: 250_000 },
    'critical-request-chains': { details: { longestChain: { length: 4, duration: 700 } } },
    'network-requests': {
      details: {
        items: [
          { url: 'http://x/', resourceType: 'Document', transferSize: 2000, resourceSize: 5000 },
          {
            url: 'http://x/remotes.json',
            resourceType: 'Fetch',
            transferSize: 300,
            resourceSize: 200,
          },
          {
            url: 'http://l/mf-manifest.json',
            resourceType: 'Fetch',
            transferSize: 900,
            resourceSize: 4000,
          },
          {
            url: 'http://l/static/js/lessons.1.js',
            resourceType: 'Script',
            transferSize: 10_000,
            resourceSize: 30_000,
          },
          {
            url: 'http://x/static/js/index.js',
            resourceType: 'Script',
            transferSize: 50_000,
            resourceSize: 150_000,
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
      criticalChainLength: 4,
      glueTransferBytes: 11_200,
    });
  });

  it('marks a missing audit as not measured rather than zero', () => {
    const figures = pageFigures({ categories: { performance: { score: null } }, audits: {} }, glue);
    expect(figures.performance).toBe(0);
    expect(figures.lcpMs).toBeNaN();
    expect(figures.criticalChainLength).toBeNaN();
    expect(figures.requests).toBe(0);
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
});
