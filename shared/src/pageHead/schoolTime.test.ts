import { site } from '../config/site';
import { eventEnd, nextDay, schoolDateTime, schoolInstant } from './schoolTime';

describe("the school's time zone", () => {
  it('has the offset its zone has, in summer and winter (no daylight saving time)', () => {
    for (const day of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const offset = new Intl.DateTimeFormat('en-US', {
        timeZone: site.timeZone.name,
        timeZoneName: 'longOffset',
      })
        .formatToParts(new Date(day))
        .find((part) => part.type === 'timeZoneName')?.value;
      expect(offset).toBe(`GMT${site.timeZone.utcOffset}`);
    }
  });
});

describe('schoolDateTime', () => {
  it("writes a day and a wall-clock time with the school's offset", () => {
    expect(schoolDateTime('2026-12-12', '19:00')).toBe('2026-12-12T19:00:00+08:00');
  });

  it('writes the day alone when there is no time', () => {
    expect(schoolDateTime('2027-02-06')).toBe('2027-02-06');
    expect(schoolDateTime('2027-02-06', '')).toBe('2027-02-06');
  });
});

describe('schoolInstant and eventEnd', () => {
  it('is the same moment in every zone the server may run in', () => {
    expect(schoolInstant('2026-12-12', '19:00').toISOString()).toBe('2026-12-12T11:00:00.000Z');
    expect(schoolInstant('2026-12-12').toISOString()).toBe('2026-12-11T16:00:00.000Z');
  });

  it('refuses what is no day or time', () => {
    expect(() => schoolInstant('2026-13-01', '10:00')).toThrow(RangeError);
  });

  it('ends an event at its end time, or when its day ends at the school', () => {
    expect(eventEnd({ date: '2026-12-12', time_end: '21:30' }).toISOString()).toBe(
      '2026-12-12T13:30:00.000Z',
    );
    expect(eventEnd({ date: '2026-12-31', time_end: '' }).toISOString()).toBe(
      '2026-12-31T16:00:00.000Z',
    );
  });

  it('counts days across months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
