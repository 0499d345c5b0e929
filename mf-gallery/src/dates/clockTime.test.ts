import { clockTime } from './clockTime';

describe('clockTime', () => {
  it("shows a 24-hour time as en-US 'h:mm a'", () => {
    expect(clockTime('19:30')).toBe('7:30 PM');
    expect(clockTime('09:05')).toBe('9:05 AM');
    expect(clockTime('00:00')).toBe('12:00 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('23:59')).toBe('11:59 PM');
  });

  it('puts a plain space before AM/PM, whatever space the platform would use', () => {
    expect(clockTime('19:30')).toBe('7:30\u0020PM');
  });

  it('reads one-digit fields and trailing spaces, as the cards always have', () => {
    expect(clockTime('7:5')).toBe('7:05 AM');
    expect(clockTime('16:00 ')).toBe('4:00 PM');
  });

  it('is undefined for anything that is not a time of day', () => {
    for (const time of ['', '24:00', '12:60', '123:00', ' 12:00', '12:00pm', '12-00', 'noon']) {
      expect(clockTime(time)).toBeUndefined();
    }
  });
});
