import { canaryPolicy, compareCanary } from './canaryComparison';
import { partHealth } from './partHealth';
import { releaseFigureStore } from './releaseFigures';
import { siteStatus } from './statusModel';
import { statusPage } from './statusPage';
import { statusText } from './statusText';
import type { RemoteRegistry } from '../registry/remoteRegistry';

const figures = (pageViews: number, failuresPerThousand: number, LCP?: number, INP?: number) => ({
  pageViews,
  failuresPerThousand,
  failures: {},
  p75: { ...(LCP !== undefined && { LCP }), ...(INP !== undefined && { INP }) },
  samples: { LCP: 0, INP: 0, CLS: 0 },
  serverRenders: 0,
});
const rendered = (serverRenders: number, renderFailuresPerThousand: number, pageViews = 0) => ({
  ...figures(pageViews, 0),
  serverRenders,
  renderFailuresPerThousand,
});

describe('compareCanary', () => {
  it('gives no verdict below the minimum page views', () => {
    expect(compareCanary(figures(99, 900), figures(5000, 0))).toEqual({
      verdict: 'too few page views',
      reasons: ['99 of the 100 page views a verdict needs (and 0 server renders)'],
    });
  });

  it("is worse by more server render failures per thousand over enough renders, whatever the visitors' figures", () => {
    const live = rendered(1000, 5);
    expect(compareCanary(rendered(100, 15.1), live)).toEqual({
      verdict: 'worse',
      reasons: ['server render failures 15.1‰ against 5.0‰ (margin 10‰)'],
    });
    // no worse on the server, too few page views yet: no verdict
    expect(compareCanary(rendered(100, 15), live)).toEqual({
      verdict: 'too few page views',
      reasons: ['0 of the 100 page views a verdict needs'],
    });
    expect(compareCanary(rendered(99, 1000), live).verdict).toBe('too few page views');
    expect(compareCanary(rendered(100, 15, 100), live).verdict).toBe('no worse');
    expect(compareCanary({ ...figures(100, 20), ...rendered(100, 20, 100) }, live).reasons).toEqual(
      ['server render failures 20.0‰ against 5.0‰ (margin 10‰)'],
    );
  });

  it('is worse by more failures per thousand, or a slower p75 LCP or INP, beyond the margins', () => {
    const live = figures(1000, 5, 2000, 200);
    expect(compareCanary(figures(100, 15, 2400, 240), live).verdict).toBe('no worse');
    expect(compareCanary(figures(100, 15.1, 2000, 200), live)).toEqual({
      verdict: 'worse',
      reasons: ['failures 15.1‰ against 5.0‰ (margin 10‰)'],
    });
    expect(compareCanary(figures(100, 0, 2500, 300), live).reasons).toEqual([
      'p75 LCP 2500 ms against 2000 ms (margin 20%)',
      'p75 INP 300 ms against 200 ms (margin 20%)',
    ]);
    // a vital the live release has no figure for is not compared
    expect(compareCanary(figures(100, 0, 9000), figures(1000, 0)).verdict).toBe('no worse');
    expect(canaryPolicy.minPageViews).toBe(100);
  });
});

describe('a canary on the status', () => {
  it("shows the candidate's figures beside the live release's, and the verdict", () => {
    const registry: RemoteRegistry = {
      remotes: {
        gallery: {
          live: { id: '1.0.0-a', url: 'https://r.example/gallery/1.0.0-a/', integrity: {} },
          canary: { id: '2.0.0-b', share: 10, startedAt: '2026-11-27T01:00:00.000Z' },
        },
      },
    };
    const store = releaseFigureStore();
    for (let view = 0; view < 100; view += 1) {
      store.pageView('gallery', '2.0.0-b');
      store.pageView('gallery', '1.0.0-a');
      if (view < 30) store.failed('gallery', '2.0.0-b', ['load-failed']);
    }
    const status = siteStatus(registry, store, partHealth());
    const gallery = status.remotes.find((remote) => remote.remote === 'gallery');
    expect(gallery?.canary?.comparison).toEqual({
      verdict: 'worse',
      reasons: ['failures 300.0‰ against 0.0‰ (margin 10‰)'],
    });
    expect(statusText(status)).toContain(
      [
        'gallery: canary 2.0.0-b for 10% of visitors since 2026-11-27T01:00:00.000Z',
        '  candidate 2.0.0-b: 100 views, p75 LCP –, INP –, CLS –, failures 300.0‰; server renders 0, failed –',
        '  live 1.0.0-a: 100 views, p75 LCP –, INP –, CLS –, failures 0.0‰; server renders 0, failed –',
        '  verdict (last day): worse: failures 300.0‰ against 0.0‰ (margin 10‰)',
      ].join('\n'),
    );
    expect(statusPage(status, Date.now())).toContain(
      '<h3>Canary</h3><p class="history">gallery: canary 2.0.0-b for 10% of visitors since 2026-11-27T01:00:00.000Z\n',
    );
    expect(status.remotes.find((remote) => remote.remote === 'about')?.canary).toBeUndefined();
  });
});
