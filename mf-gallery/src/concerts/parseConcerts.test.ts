import { displayedConcerts } from '@harmoni/shared';
import { parseConcerts } from './parseConcerts';

const recital = {
  url: 'spring-recital-2025',
  display: true,
  title: 'Spring Recital 2025',
  content: ['a1'],
};
const rehearsal = { url: 'rehearsal', display: false, title: 'Rehearsal', content: [] };

describe('parseConcerts', () => {
  it('keeps every entry, hidden ones too', () => {
    expect(parseConcerts([recital, rehearsal])).toEqual([recital, rehearsal]);
  });

  it('rejects an entry without a display flag', () => {
    expect(() => parseConcerts([{ ...recital, display: 'yes' }])).toThrow(/display/);
  });

  it('rejects a slug that cannot be a URL segment', () => {
    expect(() => parseConcerts([{ ...recital, url: 'Spring Recital' }])).toThrow(/slug/);
  });
});

describe('displayedConcerts', () => {
  it('lists only entries marked for display', () => {
    expect(displayedConcerts(parseConcerts([recital, rehearsal]))).toEqual([recital]);
  });
});
