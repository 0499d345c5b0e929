import { concertEntry as concert } from '../testing/eventFixtures';
import { parseEvents } from './eventContent';

describe('parseEvents', () => {
  it('reads the values of the object as events, keyed by their names', () => {
    expect(parseEvents({ 'year-end': concert })).toEqual([
      { id: 'year-end', ...concert, free: false },
    ]);
  });

  it('reads whether admission is free, and takes no word for it as not saying so', () => {
    expect(parseEvents({ concert: { ...concert, free: true } })[0]?.free).toBe(true);
    expect(parseEvents({ concert })[0]?.free).toBe(false);
    expect(() => parseEvents({ concert: { ...concert, free: 'yes' } })).toThrow(/free/);
  });

  it.each(['Year End', 'year_end', '../x', 'year-end-'])(
    'refuses the key %j: it names the calendar file',
    (key) => {
      expect(() => parseEvents({ [key]: concert })).toThrow(/lowercase words/);
    },
  );

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
