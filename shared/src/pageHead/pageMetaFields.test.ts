import { parsePageMeta } from './pageMetaFields';

describe('parsePageMeta', () => {
  it("reads a page file's head fields, fills the school's facts and ignores the rest", () => {
    expect(
      parsePageMeta({ title: 'About {brand}', description: ' D ', keywords: 'k', intro: 'x' }),
    ).toEqual({ title: 'About Harmoni Music School', description: 'D', keywords: 'k' });
  });

  it('names a missing field', () => {
    expect(() => parsePageMeta({ title: 'T', description: '' })).toThrow(/description|keywords/);
  });
});
