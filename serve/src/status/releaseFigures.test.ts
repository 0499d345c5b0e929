import { p75Of, releaseFigureStore, vitalBins } from './releaseFigures';
import { partHealth } from './partHealth';
import { BUCKET_MS, DAY_MS, HOUR_MS } from './timeBuckets';

describe('p75Of', () => {
  it('is the upper edge of the bin holding the 75th percentile', () => {
    expect(p75Of([0, 0, 0], [1, 2, 3])).toBeUndefined();
    expect(p75Of([1, 2, 1], [1, 2, 3])).toBe(2);
    expect(p75Of([1, 1, 1, 1], [1, 2, 3, 4])).toBe(3);
    expect(p75Of([0, 0, 5], [1, 2, 3])).toBe(3);
  });
});

describe('releaseFigureStore', () => {
  let clock = 10 * DAY_MS;
  const now = () => clock;

  it("sums a release's page views, failures and p75s over the last hour or day", () => {
    const figures = releaseFigureStore({ now });
    for (let view = 0; view < 8; view += 1) figures.pageView('gallery', '2.0.0-a');
    figures.failed('gallery', '2.0.0-a', ['load-failed', 'boundary-caught']);
    for (const lcp of [900, 1100, 1400, 2400]) figures.vital('gallery', '2.0.0-a', 'LCP', lcp);
    figures.vital('gallery', '2.0.0-a', 'CLS', 0.5);
    clock += 2 * HOUR_MS;
    for (let view = 0; view < 2; view += 1) figures.pageView('gallery', '2.0.0-a');
    figures.vital('gallery', '2.0.0-a', 'LCP', 99_999);

    const hour = figures.figuresOf('gallery', '2.0.0-a', HOUR_MS);
    expect(hour).toMatchObject({ pageViews: 2, failuresPerThousand: 0, p75: { LCP: 60000 } });
    const day = figures.figuresOf('gallery', '2.0.0-a', DAY_MS);
    expect(day.pageViews).toBe(10);
    expect(day.failuresPerThousand).toBe(100);
    expect(day.failures).toEqual({ 'load-failed': 1, 'boundary-caught': 1 });
    expect(day.p75).toEqual({ LCP: 2500, CLS: 0.5 });
    expect(day.samples).toEqual({ LCP: 5, INP: 0, CLS: 1 });
    // another release's figures are its own
    expect(figures.figuresOf('gallery', '1.0.0-z', DAY_MS).pageViews).toBe(0);
  });

  it('forgets what is older than a day, and keeps a bounded number of releases', () => {
    const figures = releaseFigureStore({ now, releasesKept: 2 });
    figures.pageView('about', 'old');
    clock += DAY_MS + BUCKET_MS;
    figures.pageView('about', 'old');
    expect(figures.figuresOf('about', 'old', DAY_MS).pageViews).toBe(1);
    figures.pageView('about', 'b');
    figures.pageView('about', 'c');
    expect(figures.releasesOf('about')).toEqual(['c', 'b']);
    expect(figures.figuresOf('about', 'old', DAY_MS).pageViews).toBe(0);
  });

  it('draws a timeline of the last day per quarter hour', () => {
    const figures = releaseFigureStore({ now });
    figures.pageView('lessons', 'x');
    figures.vital('lessons', 'x', 'LCP', 1800);
    clock += BUCKET_MS;
    figures.pageView('lessons', 'x');
    figures.failed('lessons', 'x', ['integrity-refused']);
    const timeline = figures.timeline('lessons', 'x');
    expect(timeline).toHaveLength(2);
    expect(timeline[0]).toMatchObject({ pageViews: 1, failedViews: 0, lcpP75: 2000 });
    expect(timeline[1]).toMatchObject({ pageViews: 1, failedViews: 1, lcpP75: undefined });
    expect(vitalBins.LCP).toContain(2500);
  });
});

describe('partHealth', () => {
  it("counts a remote's parts drawn, left to the browser and views not run, with its last warnings", () => {
    let clock = 5 * DAY_MS;
    const health = partHealth(() => clock);
    const render = {
      kind: 'render',
      part: 'gallery',
      release: 'r',
      task: 'page',
      durationMs: 5,
      path: '/gallery/photo',
    } as const;
    health.observe({ ...render, outcome: 'rendered' });
    health.observe({ ...render, outcome: 'timeout' });
    health.observe({
      kind: 'view',
      part: 'gallery',
      release: 'r',
      event: 'benched',
      reason: 'hung',
    });
    health.observe({
      kind: 'view',
      part: 'gallery',
      release: 'r',
      event: 'benched',
      reason: 'hung',
    });
    expect(health.countsOf('gallery', HOUR_MS)).toEqual({ drawn: 1, timeout: 1, benched: 2 });
    expect(health.warningsOf('gallery').map((warning) => warning.text)).toEqual([
      'timeout drawing /gallery/photo',
      'view benched: hung',
    ]);
    for (let n = 0; n < 10; n += 1) {
      health.observe({
        kind: 'view',
        part: 'gallery',
        release: 'r',
        event: 'refused',
        reason: `n${n}`,
      });
    }
    expect(health.warningsOf('gallery')).toHaveLength(5);
    clock += 2 * HOUR_MS;
    expect(health.countsOf('gallery', HOUR_MS)).toEqual({});
    expect(health.countsOf('gallery', DAY_MS).refused).toBe(10);
  });
});
