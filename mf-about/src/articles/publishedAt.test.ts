import { readPublishedAt } from './publishedAt';

describe('readPublishedAt', () => {
  it('reads a date alone as local midnight of that day', () => {
    expect(readPublishedAt('2024-03-05')).toEqual(new Date(2024, 2, 5));
    expect(readPublishedAt('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('reads a time without a zone on the local clock', () => {
    expect(readPublishedAt('2024-03-05T23:00')).toEqual(new Date(2024, 2, 5, 23, 0));
    expect(readPublishedAt('2024-03-05 07:30:15')).toEqual(new Date(2024, 2, 5, 7, 30, 15));
  });

  it('reads a time with a zone as that exact moment', () => {
    const moment = new Date('2024-03-05T15:00:00.000Z');
    expect(readPublishedAt('2024-03-05T23:00:00+08:00')).toEqual(moment);
    expect(readPublishedAt('2024-03-05T23:00+0800')).toEqual(moment);
    expect(readPublishedAt('2024-03-05T23:00+08')).toEqual(moment);
    expect(readPublishedAt('2024-03-05T10:00:00-05:00')).toEqual(moment);
    expect(readPublishedAt('2024-03-05T15:00:00.000Z')).toEqual(moment);
    expect(readPublishedAt('2024-03-05T15:00:00.25Z')).toEqual(new Date(moment.getTime() + 250));
  });

  it('keeps the years before 100 as they are', () => {
    expect(readPublishedAt('0050-06-01T00:00Z')?.getUTCFullYear()).toBe(50);
  });

  it('is undefined for anything that is not a real date and time', () => {
    const notDates = [
      '',
      '5 March 2024',
      '2024-3-5',
      '2024-13-01',
      '2024-00-10',
      '2023-02-29',
      '2024-04-31',
      '2024-03-05T24:00',
      '2024-03-05T12:60',
      '2024-03-05T12:00:60',
      '2024-03-05T12:00+08:60',
      '2024-03-05T12:00+8:00',
      '2024-03-05T12:00ZZ',
      '2024-03-05T12:00+08:00+08:00',
    ];
    for (const value of notDates) expect(readPublishedAt(value)).toBeUndefined();
  });
});
