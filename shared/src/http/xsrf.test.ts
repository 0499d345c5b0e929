import { readCookie } from './xsrf';

describe('readCookie', () => {
  it('finds a cookie among others, with or without spaces', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc-123; b=2')).toBe('abc-123');
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=abc;b=2')).toBe('abc');
  });

  it('decodes an encoded value and keeps "=" inside it', () => {
    expect(readCookie('t', 't=a%2Fb%3D%3D')).toBe('a/b==');
    expect(readCookie('t', 't=a=b')).toBe('a=b');
    expect(readCookie('t', 't=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('does not match a cookie whose name only contains the name', () => {
    expect(readCookie('TOKEN', 'XSRF-TOKEN=abc')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN', '')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN', 'flag; other=1')).toBeUndefined();
  });
});
