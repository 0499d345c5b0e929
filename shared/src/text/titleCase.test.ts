import { titleCase } from './titleCase';

describe('titleCase', () => {
  it('capitalises the first letter of every word', () => {
    expect(titleCase('online lessons')).toBe('Online Lessons');
  });

  it('lowercases the rest of each word', () => {
    expect(titleCase('PIANO')).toBe('Piano');
    expect(titleCase('vOCAL training')).toBe('Vocal Training');
  });

  it('keeps the spacing as written', () => {
    expect(titleCase('  cello  lessons ')).toBe('  Cello  Lessons ');
  });

  it('leaves an empty title empty', () => {
    expect(titleCase('')).toBe('');
  });
});
