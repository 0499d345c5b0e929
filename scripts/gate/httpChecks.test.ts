/** @jest-environment node */
import { gatePages, pageOf } from './gatePages';
import { httpChecks, pageFailures, type PageAnswer } from './httpChecks';
import { firstDifference, mainRegionOf, normalisedMarkup, serverViewsOf } from './pageAnswer';

const site = 'https://school.example';

/** A page as the shell sends it: a nonce of its own each time, a head, a main region. */
function html({
  title = 'Piano Lessons | Harmoni',
  main = '<h1>Piano Lessons</h1><p>From the first note</p>',
  views = ['lessons/LessonPage'],
  nonce = Math.random().toString(16).slice(2),
}: { title?: string; main?: string; views?: string[]; nonce?: string } = {}): string {
  return `<!doctype html><html><head><title>${title}</title><script nonce="${nonce}" src="/a.js"></script></head><body><header>menu</header><main id="main-content" tabindex="-1" class="m"><div nonce="${nonce}">${main}</div></main><script type="application/json" id="server-render">${JSON.stringify({ views })}</script></body></html>`;
}
const ok = (page: string): PageAnswer => ({ status: 200, html: page });

describe("reading a page's answer", () => {
  it('finds its main region and the views the server drew it with', () => {
    const page = html();
    expect(mainRegionOf(page)).toContain('<h1>Piano Lessons</h1>');
    expect(mainRegionOf(page)).not.toContain('menu');
    expect(serverViewsOf(page)).toEqual(['lessons/LessonPage']);
    expect(serverViewsOf('<html></html>')).toEqual([]);
  });

  it('compares markup without its nonces, and says where two differ', () => {
    const a = normalisedMarkup(mainRegionOf(html({ nonce: 'one' })) ?? '');
    const b = normalisedMarkup(mainRegionOf(html({ nonce: 'two' })) ?? '');
    expect(firstDifference(a, b)).toBeUndefined();
    expect(firstDifference('<p>Piano lessons</p>', '<p>Piano</p>')).toEqual({
      expected: '<p>Piano lessons</p>',
      found: '<p>Piano</p>',
    });
  });
});

describe('the checks over HTTP', () => {
  const lessonPage = pageOf('/lesson/piano');
  const url = `${site}/lesson/piano`;

  it("passes another remote's page that answers as live", () => {
    expect(pageFailures(lessonPage, url, 'gallery', ok(html()), ok(html()))).toEqual([]);
  });

  it('refuses a page that answers other than 200 through the preview', () => {
    expect(pageFailures(lessonPage, url, 'gallery', ok(html()), { status: 500, html: '' })).toEqual(
      [{ url, check: 'status', expected: '200', found: '500 (live: 200)' }],
    );
  });

  it("refuses another remote's page whose title or server HTML changed with the candidate", () => {
    const failures = pageFailures(
      lessonPage,
      url,
      'gallery',
      ok(html()),
      ok(html({ title: 'Oops', main: '<h1>Piano Lessons</h1>' })),
    );
    expect(failures.map((failure) => failure.check)).toEqual([
      'title unchanged',
      'server HTML unchanged',
    ]);
    expect(failures[1]?.expected).toContain('From the first note');
  });

  it("refuses a candidate's page the server did not draw with its module, and one with no title", () => {
    const album = pageOf('/gallery/photo/a');
    const failures = pageFailures(
      album,
      `${site}/gallery/photo/a`,
      'gallery',
      ok(html({ views: ['gallery/AlbumPage'] })),
      ok(html({ title: '', views: [] })),
    );
    expect(failures).toEqual([
      expect.objectContaining({ check: 'title', found: 'none' }),
      expect.objectContaining({
        check: 'drawn by the server',
        expected: 'gallery/AlbumPage among the views the server drew',
      }),
    ]);
    // its own page may change: a new title and region are its team's to make
    expect(
      pageFailures(
        album,
        `${site}/gallery/photo/a`,
        'gallery',
        ok(html({ views: ['gallery/AlbumPage'] })),
        ok(html({ title: 'New', main: '<h1>New</h1>', views: ['gallery/AlbumPage'] })),
      ),
    ).toEqual([]);
  });

  it('asks every page live and through the preview, and leaves out the pages the candidate removed', async () => {
    const asked: string[] = [];
    const failures = await httpChecks({
      pages: gatePages(['/lesson/piano', '/gallery/concert/gone']),
      candidate: 'gallery',
      site,
      droppedByCandidate: new Set(['/gallery/concert/gone']),
      fetchPage: async (path, preview) => {
        asked.push(`${preview ? 'preview' : 'live'} ${path}`);
        if (path === '/terms' && preview) return { status: 502, html: '' };
        return ok(html({ views: [pageOf(path).module ?? ''] }));
      },
    });
    expect(asked).toEqual(expect.arrayContaining(['live /lesson/piano', 'preview /lesson/piano']));
    expect(asked.some((line) => line.endsWith('/gallery/concert/gone'))).toBe(false);
    expect(failures).toEqual([
      { url: `${site}/terms`, check: 'status', expected: '200', found: '502 (live: 200)' },
    ]);
  });
});
