import { parseVideoList } from './videoList';

describe('parseVideoList', () => {
  it('keeps the ids in order', () => {
    expect(parseVideoList(['aqz-KE-bpKQ', 'M7lc1UVf-VE', 'a_b'])).toEqual([
      'aqz-KE-bpKQ',
      'M7lc1UVf-VE',
      'a_b',
    ]);
  });

  it.each([[['']], [['a b']], [[42]], [{ id: 'x' }]])('refuses %j', (raw) => {
    expect(() => parseVideoList(raw)).toThrow();
  });
});
