/** @jest-environment node */
import { join } from 'node:path';
import { inTimeZone } from '../../../jest/inTimeZone';

// A fresh Node per zone takes a moment.
jest.setTimeout(30_000);

// Either side of the date line: the build machine's zone must not move the school's times.
describe.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('built in %s', (timeZone) => {
  it("writes the events' times as the school's wall clock, and whole days as days", () => {
    const lines = inTimeZone(
      timeZone,
      { calendar: join(__dirname, 'eventCalendar.ts') },
      `calendar.eventCalendarFiles(
        [
          { id: 'concert', title: 'Concert', date: '2026-12-12', time_start: '19:00',
            time_end: '21:30', img_src: 'c.jpg', url: '', upcoming: true, free: false },
          { id: 'open-day', title: 'Open Day', date: '2027-02-06', time_start: '',
            time_end: '', img_src: 'o.jpg', url: '', upcoming: true, free: false },
        ],
        { siteUrl: 'https://harmoni.example', written: new Date('2026-11-26T08:00:00Z') },
      ).find((file) => file.file.endsWith('events.ics')).text
        .split('\\r\\n').filter((line) => /^(DTSTART|DTEND|DTSTAMP)/.test(line))`,
    );
    expect(lines).toEqual([
      // the VTIMEZONE's own start, the zone's rule from 1970 on
      'DTSTART:19700101T000000',
      'DTSTAMP:20261126T080000Z',
      'DTSTART;TZID=Asia/Kuala_Lumpur:20261212T190000',
      'DTEND;TZID=Asia/Kuala_Lumpur:20261212T213000',
      'DTSTAMP:20261126T080000Z',
      'DTSTART;VALUE=DATE:20270206',
      'DTEND;VALUE=DATE:20270207',
    ]);
  });
});
