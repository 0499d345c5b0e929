import { formatPublished } from './articleDate';

describe('formatPublished', () => {
  it("formats as 'MMM dd, y' in en-US: short month, two-digit day, full year", () => {
    expect(formatPublished(new Date(2024, 2, 5))).toBe('Mar 05, 2024');
    expect(formatPublished(new Date(2025, 11, 25))).toBe('Dec 25, 2025');
    expect(formatPublished(new Date(2026, 0, 1))).toBe('Jan 01, 2026');
  });
});
