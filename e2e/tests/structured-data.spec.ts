import type { Browser, Page } from '@playwright/test';
import { isStillToCome } from '@harmoni/shared/pageHead';
import { readCalendar } from '@harmoni/shared/testing/calendarReader';
import { missingProperties, nodesOfType } from '@harmoni/shared/testing/richResults';
import { preparePage } from '../support/test';
import { expect, test } from '../support/test';
import { albumFolders, albumInfo, contentFile } from '../support/siteContent';

interface EventEntry {
  title: string;
  date: string;
  time_end: string;
  upcoming: boolean;
  free?: boolean;
}

/** The events still to come, as event.txt has them. */
const eventsToCome = () =>
  Object.values(contentFile<Record<string, EventEntry>>('mf-gallery', 'assets/docs/event.txt'))
    .filter((event) => isStillToCome(event, new Date()))
    .map((event) => event.title);

/** A page as a crawler without scripts reads it. */
async function withoutScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await preparePage(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  return { page, jsonLd, close: () => context.close() };
}

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );

test.describe('structured data and calendars, without JavaScript', () => {
  test('Home describes the school and each event still to come that its Event section shows', async ({
    browser,
  }) => {
    const { page, jsonLd, close } = await withoutScripts(browser, '/');
    expect(nodesOfType(jsonLd, 'LocalBusiness')).toHaveLength(1);
    const events = nodesOfType(jsonLd, 'Event');
    for (const event of events) expect(missingProperties('Event', event)).toEqual([]);
    expect(events.map((event) => event.name)).toEqual(eventsToCome());
    const section = page.getByRole('region', { name: 'Events' });
    const upcoming = await texts(page, '[data-upcoming="true"] h3');
    expect(upcoming).toEqual(expect.arrayContaining(eventsToCome()));
    const free = events.filter((event) => event.offers).map((event) => event.name);
    for (const name of free) {
      await expect(
        section.locator('article', { has: page.getByRole('heading', { name: String(name) }) }),
      ).toContainText('Free admission');
    }
    await close();
  });

  test('a lesson page is a Course with its FAQ, below Home', async ({ browser }) => {
    const { page, jsonLd, close } = await withoutScripts(browser, '/lesson/piano');
    const [course] = nodesOfType(jsonLd, 'Course');
    expect(missingProperties('Course', course, { strict: true })).toEqual([]);
    expect(course?.name).toBe((await texts(page, 'h1'))[0]);
    const [faq] = nodesOfType(jsonLd, 'FAQPage');
    const questions = (faq?.mainEntity as { name: string }[]).map((question) => question.name);
    expect(questions).toEqual(await texts(page, 'details summary'));
    const [trail] = nodesOfType(jsonLd, 'BreadcrumbList');
    expect((trail?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      course?.name,
    ]);
    await close();
  });

  test('/about/faq answers its twelve questions, and an album sits below the photo gallery', async ({
    browser,
    baseURL,
  }) => {
    const faqPage = await withoutScripts(browser, '/about/faq');
    const [faq] = nodesOfType(faqPage.jsonLd, 'FAQPage');
    const answered = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(answered.map((question) => question.name)).toEqual(
      await texts(faqPage.page, 'details summary'),
    );
    expect(answered).toHaveLength(12);
    await faqPage.close();

    const folder = albumFolders()[0] ?? '';
    const album = await withoutScripts(browser, `/gallery/photo/${folder}`);
    const [trail] = nodesOfType(album.jsonLd, 'BreadcrumbList');
    const back = await album.page
      .getByRole('link', { name: 'Back to Gallery' })
      .getAttribute('href');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
      { '@type': 'ListItem', position: 2, name: 'Photo Gallery', item: `${baseURL}${back}` },
      {
        '@type': 'ListItem',
        position: 3,
        name: albumInfo(folder).name,
        item: `${baseURL}/gallery/photo/${folder}`,
      },
    ]);
    await album.close();
  });

  test("/events.ics and an event's Add to calendar file are calendars of the school's time zone", async ({
    browser,
    request,
    baseURL,
  }) => {
    const feed = await request.get('/events.ics');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = readCalendar(await feed.text());
    expect(calendar.timeZones).toEqual(['Asia/Kuala_Lumpur']);
    expect(calendar.events.map((event) => event.summary)).toEqual(eventsToCome());

    // the link a visitor without scripts follows from the home page
    const home = await withoutScripts(browser, '/');
    const link = home.page.getByRole('link', { name: /^Add to calendar: / }).first();
    const title = (await link.getAttribute('aria-label'))?.replace('Add to calendar: ', '');
    const file = await request.get((await link.getAttribute('href')) ?? '');
    expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
    const [event] = readCalendar(await file.text()).events;
    expect(event).toMatchObject({
      summary: title,
      stampInUtc: true,
      timeZone: 'Asia/Kuala_Lumpur',
    });
    expect(event?.uid).toMatch(/@localhost$/);
    expect(event?.url.startsWith(`${baseURL}/`)).toBe(true);
    await home.close();
  });
});
