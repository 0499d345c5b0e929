import { parseLessons } from './parseLessons';

describe('parseLessons', () => {
  it('derives hasLink from the link value', () => {
    expect(
      parseLessons([
        { title: 'piano', image: 'piano.jpg', link: 'piano' },
        { title: 'theory', image: 'theory.jpg' },
        { title: 'drums', image: 'drums.jpg', link: ' ' },
      ]),
    ).toEqual([
      { title: 'piano', image: 'piano.jpg', link: 'piano', hasLink: true },
      { title: 'theory', image: 'theory.jpg', hasLink: false },
      { title: 'drums', image: 'drums.jpg', hasLink: false },
    ]);
  });

  it('rejects a list with a lesson missing its title, naming the field', () => {
    expect(() => parseLessons([{ image: 'piano.jpg' }])).toThrow(/title/);
  });

  it('rejects content that is not a list', () => {
    expect(() => parseLessons({ piano: {} })).toThrow();
  });
});
