/** @jest-environment node */
import { readCalendar } from '@harmoni/shared/testing/calendarReader';
import { fullAddress, site } from '@harmoni/shared/site';
import type { SchoolEvent } from '../events/eventContent';
import { concertEntry } from '../testing/eventFixtures';
import { eventCalendarFiles } from './eventCalendar';

const concert: SchoolEvent = { ...concertEntry, id: 'year-end-concert-2026', free: true };
const openDay: SchoolEvent = {
  ...concert,
  id: 'open-day-2027',
  title: 'Open Day; with, commas',
  date: '2027-02-06',
  time_start: '',
  time_end: '',
  url: '/contact',
  free: false,
};
const recital: SchoolEvent = {
  ...concert,
  id: 'recital-2026',
  date: '2026-04-18',
  upcoming: false,
};
const context = { siteUrl: 'https://harmoni.example', written: new Date('2026-11-26T08:00:00Z') };

const files = (events: SchoolEvent[], written = context.written) =>
  Object.fromEntries(
    eventCalendarFiles(events, { ...context, written }).map(({ file, text }) => [file, text]),
  );

describe('the calendar of one event', () => {
  const [event] = readCalendar(
    files([concert])['assets/docs/calendar/year-end-concert-2026.ics'] ?? '',
  ).events;

  it('carries what RFC 5545 and calendar applications need', () => {
    expect(event).toMatchObject({
      uid: 'year-end-concert-2026@harmoni.example',
      summary: 'Year-End Concert 2026',
      location: `${site.brand}, ${fullAddress()}`,
      url: 'https://harmoni.example/',
      description: 'Free admission.',
      stamp: '2026-11-26T08:00:00.000Z',
      stampInUtc: true,
    });
  });

  it("starts and ends at the content's times in the school's time zone, with its VTIMEZONE", () => {
    const calendar = readCalendar(
      files([concert])['assets/docs/calendar/year-end-concert-2026.ics'] ?? '',
    );
    expect(calendar.timeZones).toEqual([site.timeZone.name]);
    expect(event).toMatchObject({
      timeZone: site.timeZone.name,
      allDay: false,
      // 19:00 and 21:30 at UTC+8
      start: '2026-12-12T11:00:00.000Z',
      end: '2026-12-12T13:30:00.000Z',
    });
  });

  it('takes a day without times as a whole day, and escapes its text', () => {
    const [day] = readCalendar(
      files([openDay])['assets/docs/calendar/open-day-2027.ics'] ?? '',
    ).events;
    expect(day).toMatchObject({
      summary: 'Open Day; with, commas',
      allDay: true,
      start: '2027-02-06',
      end: '2027-02-07',
      url: 'https://harmoni.example/contact',
    });
    expect(day?.description).toBeUndefined();
  });
});

describe('the feed', () => {
  it('has the events still to come, and a file for each event called upcoming', () => {
    const written = files([concert, openDay, recital]);
    expect(Object.keys(written).sort()).toEqual([
      'assets/docs/calendar/events.ics',
      'assets/docs/calendar/open-day-2027.ics',
      'assets/docs/calendar/year-end-concert-2026.ics',
    ]);
    const feed = readCalendar(written['assets/docs/calendar/events.ics'] ?? '');
    expect(feed.name).toBe(`${site.brand} events`);
    expect(feed.events.map((event) => event.uid)).toEqual([
      'year-end-concert-2026@harmoni.example',
      'open-day-2027@harmoni.example',
    ]);
  });

  it('leaves out an event that has ended by the time it is written', () => {
    const later = files([concert, openDay], new Date('2026-12-13T00:00:00Z'));
    const feed = readCalendar(later['assets/docs/calendar/events.ics'] ?? '');
    expect(feed.events.map((event) => event.summary)).toEqual(['Open Day; with, commas']);
    // its own file stays, so the page's link to it keeps working
    expect(later['assets/docs/calendar/year-end-concert-2026.ics']).toBeDefined();
  });
});
