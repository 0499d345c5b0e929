import { dateText, monthDayYear, shortMonthName, twelveHourClock, twoDigits } from './dateText';

/** What the en-US formatter the site used before says, for the same day in UTC. */
const intlDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const intlClock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

describe('monthDayYear', () => {
  it("writes 'MMM dd, y'", () => {
    expect(monthDayYear(2025, 11, 5)).toBe('Dec 05, 2025');
    expect(monthDayYear(2024, 1, 29)).toBe('Feb 29, 2024');
    expect(monthDayYear(50, 5, 1)).toBe('Jun 01, 50');
  });

  it('agrees with en-US Intl on every day of a leap year and more', () => {
    for (const year of [1999, 2024, 2026]) {
      for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
        expect(dateText(day, 'utc')).toBe(intlDay.format(day));
        day = new Date(day.getTime() + 86_400_000);
      }
    }
  });

  it('refuses what is not a day', () => {
    expect(() => monthDayYear(2025, 12, 1)).toThrow(RangeError);
    expect(() => monthDayYear(2025, 0, 0)).toThrow(RangeError);
    expect(() => dateText(new Date('not a date'), 'utc')).toThrow(RangeError);
  });
});

describe('dateText', () => {
  it("reads the day in the visitor's zone or in UTC, as asked", () => {
    const localNoon = new Date(2026, 2, 5, 12);
    expect(dateText(localNoon, 'local')).toBe('Mar 05, 2026');
    expect(dateText(new Date(Date.UTC(2026, 2, 5)), 'utc')).toBe('Mar 05, 2026');
  });
});

describe('twelveHourClock', () => {
  it('agrees with en-US Intl at every minute of the day, with a plain space', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const hours = Math.floor(minute / 60);
      const expected = intlClock
        .format(Date.UTC(2000, 0, 1, hours, minute % 60))
        .replace(/\s/g, ' ');
      expect(twelveHourClock(hours, minute % 60)).toBe(expected);
    }
  });

  it('refuses what is not a time of day', () => {
    expect(() => twelveHourClock(24, 0)).toThrow(RangeError);
    expect(() => twelveHourClock(7, 60)).toThrow(RangeError);
  });
});

describe('shortMonthName and twoDigits', () => {
  it('name the months and pad the days', () => {
    expect(shortMonthName(0)).toBe('Jan');
    expect(shortMonthName(8)).toBe('Sep');
    expect(() => shortMonthName(12)).toThrow(RangeError);
    expect(twoDigits(4)).toBe('04');
    expect(twoDigits(31)).toBe('31');
  });
});
