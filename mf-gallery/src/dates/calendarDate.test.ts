import { longDate } from '@harmoni/shared/dateText';
import { calendarDate, shortMonthOf, twoDigitDayOf } from './calendarDate';

describe('calendarDate', () => {
  it('reads a content date as local midnight of that day, not UTC midnight', () => {
    expect(calendarDate('2026-01-01').getTime()).toBe(new Date(2026, 0, 1).getTime());
  });

  it('keeps the years before 100 as they are', () => {
    expect(calendarDate('0050-06-01').getFullYear()).toBe(50);
  });

  it('throws for anything that is not a calendar day, rather than show a wrong one', () => {
    for (const isoDate of ['', '2025-02-30', '2025-13-01', '2025-1-5', '14 Dec 2025']) {
      expect(() => calendarDate(isoDate)).toThrow(RangeError);
      expect(() => longDate(isoDate)).toThrow(RangeError);
    }
  });
});

describe('shortMonthOf and twoDigitDayOf', () => {
  it('give the parts of a calendar day an event card shows', () => {
    expect(shortMonthOf('2026-03-14')).toBe('Mar');
    expect(twoDigitDayOf('2026-03-04')).toBe('04');
    expect(() => shortMonthOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('longDate (the album cards and pages)', () => {
  it('shows a calendar day as short month, two-digit day and year', () => {
    expect(longDate('2025-12-05')).toBe('Dec 05, 2025');
    expect(longDate('2026-04-18')).toBe('Apr 18, 2026');
    expect(longDate('2024-02-29')).toBe('Feb 29, 2024');
  });
});
