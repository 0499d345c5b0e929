/** @jest-environment node */
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { missingProperties, nodesOfType } from '@harmoni/shared/testing/richResults';
import { serverPageFacts } from '@harmoni/shared/testing/serverPageFacts';
import { shownDocument, shownText } from '@harmoni/shared/testing/shownDocument';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEvents } from './eventContent';
import HomeEvents from './HomeEvents';

const publicDir = join(__dirname, '../../public');
const read = publicFolderReader(publicDir);

// The content's upcoming events are in December 2026 and February 2027.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-26T00:00:00Z'),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'queueMicrotask',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
    ],
  });
});
afterEach(() => jest.useRealTimers());

async function homeEvents() {
  const { html, page } = await serverPageFacts(<HomeEvents />, { url: '/', route: '/', read });
  const events = parseEvents(
    JSON.parse(await readFile(join(publicDir, 'assets/docs/event.txt'), 'utf8')) as unknown,
  );
  return { document: shownDocument(html), page, events };
}

describe("the home page's events, as the server draws them", () => {
  it('describe each upcoming event the section shows, and no past one', async () => {
    const { page, events } = await homeEvents();
    // the structured data survives the trip through JSON, as the page carries it
    const described = nodesOfType(JSON.parse(JSON.stringify(page.jsonLd)) as [], 'Event');
    expect(described.map((event) => event.name)).toEqual(
      events.filter((event) => event.upcoming).map((event) => event.title),
    );
    for (const event of described) expect(missingProperties('Event', event)).toEqual([]);
  });

  it('say what each card shows: its day, times, picture, link and free admission', async () => {
    const { document, page } = await homeEvents();
    for (const event of nodesOfType(page.jsonLd as [], 'Event')) {
      const heading = [...document.querySelectorAll('h3')].find(
        (title) => shownText(title) === event.name,
      );
      const card = heading?.closest('article');
      expect(card?.querySelector('[class*="badge"]')?.textContent).toBe('Upcoming');
      const [day, start] = String(event.startDate).split('T');
      expect(card?.querySelector('time')?.getAttribute('datetime')).toBe(day);
      const shownTime = shownText(card?.querySelector('p'));
      if (start) expect(shownTime).toMatch(/\d:\d\d (AM|PM)/);
      else expect(shownTime).toContain('No set time');
      expect(event.image).toEqual([card?.querySelector('img')?.getAttribute('src')]);
      const link = card?.querySelector('a[class*="imageLink"]')?.getAttribute('href');
      expect(event.url).toBe(link ? new URL(link, 'https://harmoni.example').href : undefined);
      expect(card?.textContent?.includes('Free admission')).toBe(event.offers !== undefined);
      expect(card?.querySelector('a[type="text/calendar"]')?.getAttribute('href')).toMatch(
        /\/assets\/docs\/calendar\/[a-z0-9-]+\.ics$/,
      );
    }
  });

  it('leave out an event once it has ended', async () => {
    jest.setSystemTime(new Date('2026-12-12T14:00:00Z'));
    const { page } = await homeEvents();
    const names = nodesOfType(page.jsonLd as [], 'Event').map((event) => event.name);
    expect(names).not.toContain('Year-End Concert 2026');
    expect(names).toContain('Christmas Carol Singalong');
  });
});
