/** @jest-environment node */
import { join } from 'node:path';
import { inTimeZone } from '../../../jest/inTimeZone';

// A fresh Node per zone takes a moment.
jest.setTimeout(30_000);

const modules = {
  read: join(__dirname, 'publishedAt.ts'),
  show: join(__dirname, 'articleDate.ts'),
};

/** What the card shows for each published_at, in that time zone. */
function shownIn(timeZone: string, publishedAt: string[]): unknown {
  return inTimeZone(
    timeZone,
    modules,
    `${JSON.stringify(publishedAt)}.map((value) => show.formatPublished(read.readPublishedAt(value)))`,
  );
}

describe('published dates', () => {
  it('show a date alone as that calendar day either side of the date line', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      expect(shownIn(timeZone, ['2024-03-05', '2026-01-01'])).toEqual([
        'Mar 05, 2024',
        'Jan 01, 2026',
      ]);
    }
  });

  it("show a moment with a zone on the visitor's own day", () => {
    const moment = '2024-03-05T23:00:00+08:00';
    expect(shownIn('Pacific/Kiritimati', [moment])).toEqual(['Mar 06, 2024']);
    expect(shownIn('America/Los_Angeles', [moment])).toEqual(['Mar 05, 2024']);
  });
});
