import type { SchoolEvent } from './eventContent';
import { eventDay, eventMonth, eventTimeRange, orderEvents } from './eventSchedule';

describe('event date', () => {
  it('shows the abbreviated month and the two-digit day', () => {
    expect(eventMonth('2026-03-04')).toBe('Mar');
    expect(eventDay('2026-03-04')).toBe('04');
    expect(eventMonth('2026-12-19')).toBe('Dec');
    expect(eventDay('2026-12-19')).toBe('19');
  });
});

describe('eventTimeRange', () => {
  it('shows start and end in 12-hour time', () => {
    expect(eventTimeRange('19:30', '21:00')).toBe('7:30 PM – 9:00 PM');
    expect(eventTimeRange('09:00', '12:15')).toBe('9:00 AM – 12:15 PM');
    expect(eventTimeRange('00:05', '12:00')).toBe('12:05 AM – 12:00 PM');
  });

  it('shows the start alone when there is no end', () => {
    expect(eventTimeRange('16:00', '')).toBe('4:00 PM');
  });

  it('shows a dash when there is no start time', () => {
    expect(eventTimeRange('', '')).toBe('–');
    expect(eventTimeRange('', '21:00')).toBe('–');
  });
});

describe('orderEvents', () => {
  const event = (id: string, date: string, upcoming: boolean): SchoolEvent => ({
    id,
    title: id,
    date,
    time_start: '',
    time_end: '',
    img_src: `${id}.jpg`,
    url: '',
    upcoming,
    free: false,
  });

  it('puts upcoming events first, soonest first, then past events, latest first', () => {
    const ordered = orderEvents([
      event('old', '2025-12-13', false),
      event('later', '2027-02-06', true),
      event('recent', '2026-10-10', false),
      event('next', '2026-12-12', true),
    ]);
    expect(ordered.map(({ id }) => id)).toEqual(['next', 'later', 'recent', 'old']);
  });
});
