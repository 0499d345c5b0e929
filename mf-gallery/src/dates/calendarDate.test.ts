import { calendarDate, formatLongDate } from './calendarDate';

describe('calendarDate', () => {
  it('reads a content date as local midnight of that day, not UTC midnight', () => {
    expect(calendarDate('2026-01-01').getTime()).toBe(new Date(2026, 0, 1).getTime());
  });
});

describe('formatLongDate', () => {
  it('shows a calendar day as short month, two-digit day and year', () => {
    expect(formatLongDate('2025-12-05')).toBe('Dec 05, 2025');
    expect(formatLongDate('2026-04-18')).toBe('Apr 18, 2026');
  });
});
