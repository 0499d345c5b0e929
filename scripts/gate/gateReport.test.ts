/** @jest-environment node */
import { gateLine, gateReport, shown } from './gateReport';

describe("the gate's report", () => {
  it('names each failed page, its check, what was expected and found, and its screenshot', () => {
    const report = gateReport(
      'gallery 2.0.0-abc',
      [
        {
          url: 'https://school.example/',
          check: 'home: lessons/LessonCards',
          expected: 'the lessons section appears, as live',
          found: '"fallback: nothing shown"',
          screenshot: '/store/.checks/gallery-2.0.0-abc-t/home.png',
        },
        { url: 'https://school.example/terms', check: 'status', expected: '200', found: '500' },
      ],
      { pagesOverHttp: 33, pagesInBrowser: 20, tookMs: 47_250 },
      '/store/.checks/gallery-2.0.0-abc-t',
    );
    expect(report.split('\n')).toEqual([
      'Refused to promote gallery 2.0.0-abc: the integration gate found 2 failed checks; the live site is unchanged:',
      '  - https://school.example/  [home: lessons/LessonCards]  expected the lessons section appears, as live, found "fallback: nothing shown"',
      '      screenshot: /store/.checks/gallery-2.0.0-abc-t/home.png',
      '  - https://school.example/terms  [status]  expected 200, found 500',
      "The gate's screenshots and report: /store/.checks/gallery-2.0.0-abc-t",
      'integration gate: 33 pages over HTTP (live and preview), 20 in Chromium, 47.3 s',
    ]);
    expect(gateLine({ pagesOverHttp: 1, pagesInBrowser: 0, tookMs: 900 })).toBe(
      'integration gate: 1 pages over HTTP (live and preview), 0 in Chromium, 0.9 s',
    );
  });

  it('quotes what it found on one line, cut short', () => {
    expect(shown('a\n  b')).toBe('"a b"');
    expect(shown('x'.repeat(200), 10)).toBe(`"${'x'.repeat(10)}…"`);
    expect(shown(undefined)).toBe('nothing');
  });
});
