/** @jest-environment node */
import { join } from 'node:path';
import { inTimeZone } from '../../../jest/inTimeZone';

// A fresh Node per zone takes a moment.
jest.setTimeout(30_000);

const modules = {
  dates: join(__dirname, 'calendarDate.ts'),
  text: join(__dirname, '../../../shared/src/text/dateText.ts'),
  events: join(__dirname, '../events/eventSchedule.ts'),
};

// Either side of the date line: UTC+14, and UTC-8 (-7 in summer).
describe.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('in %s', (timeZone) => {
  it('content dates and event times show as written', () => {
    const shown = inTimeZone(
      timeZone,
      modules,
      `[
        text.longDate('2025-12-05'),
        text.longDate('2026-01-01'),
        dates.calendarDate('2026-01-01').getDate(),
        events.eventMonth('2026-03-01'),
        events.eventDay('2026-03-01'),
        events.eventTimeRange('00:05', '23:30'),
      ]`,
    );
    expect(shown).toEqual(['Dec 05, 2025', 'Jan 01, 2026', 1, 'Mar', '01', '12:05 AM – 11:30 PM']);
  });
});
