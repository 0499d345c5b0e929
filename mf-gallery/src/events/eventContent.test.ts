import { parseEvents } from './eventContent';

const concert = {
  title: 'Year-End Concert 2026',
  date: '2026-12-12',
  time_start: '19:00',
  time_end: '21:30',
  img_src: 'year-end-concert-2026.jpg',
  url: '',
  upcoming: true,
};

describe('parseEvents', () => {
  it('reads the values of the object as events, keyed by their names', () => {
    expect(parseEvents({ 'year-end': concert })).toEqual([{ id: 'year-end', ...concert }]);
  });

  it('treats missing times and url as empty', () => {
    const rest: Partial<typeof concert> = { ...concert };
    delete rest.time_start;
    delete rest.time_end;
    delete rest.url;
    expect(parseEvents({ open: rest })[0]).toMatchObject({ time_start: '', time_end: '', url: '' });
  });

  it.each([
    [{ ...concert, date: '12/12/2026' }, /date/],
    [{ ...concert, time_start: '7pm' }, /24-hour/],
    [{ ...concert, img_src: '../secret.txt' }, /image file name/],
    [{ ...concert, upcoming: 'yes' }, /upcoming/],
    [{ ...concert, title: '' }, /title/],
  ])('refuses %j', (entry, message) => {
    expect(() => parseEvents({ bad: entry })).toThrow(message);
  });

  it('refuses a list instead of an object', () => {
    expect(() => parseEvents([concert])).toThrow();
  });
});
