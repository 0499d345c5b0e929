import { serverTimingOf } from './serverTiming';

const render = (
  part: string,
  release: string,
  outcome: 'rendered' | 'timeout',
  durationMs: number,
) => ({ kind: 'render', part, release, task: 'page', outcome, durationMs, path: '/' }) as const;

describe('serverTimingOf', () => {
  it('gives the render time and each part drawn, with its release', () => {
    expect(
      serverTimingOf([
        render('shell', 'local', 'rendered', 42.25),
        render('gallery', '2.0.0-a', 'rendered', 42.25),
      ]),
    ).toBe('render;dur=42.3;desc="rendered", part-gallery;dur=42.3;desc="drawn 2.0.0-a"');
  });

  it('tells a part left to the browser, and why; a retry without it wins', () => {
    const header = serverTimingOf([
      render('shell', 'local', 'timeout', 1000),
      render('about', '1.0.0-b', 'timeout', 1000),
      render('shell', 'local', 'rendered', 30),
      {
        kind: 'view',
        part: 'gallery',
        release: '2.0.0-a',
        event: 'refused',
        reason: 'digest "x"\\',
      },
    ]);
    expect(header).toBe(
      'render;dur=1030.0;desc="rendered", part-about;desc="browser 1.0.0-b, timeout", ' +
        `part-gallery;desc="browser 2.0.0-a, refused: digest 'x''"`,
    );
  });

  it('says when the server did not draw the page', () => {
    expect(serverTimingOf([])).toBe(
      'render;desc="not drawn on the server: the browser draws the page"',
    );
  });

  it('keeps names to tokens and descriptions to printable ASCII', () => {
    const header = serverTimingOf([
      render('shell', 'local', 'rendered', 1),
      {
        kind: 'view',
        part: 'gal lery,x',
        release: 'r',
        event: 'unreadable',
        reason: 'línea\nnueva',
      },
    ]);
    expect(header).toContain('part-gal_lery_x;desc="browser r, unreadable: l nea nueva"');
  });
});
