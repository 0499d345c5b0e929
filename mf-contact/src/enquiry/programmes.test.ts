import type { Lesson } from '@harmoni/shared';
import { preselectedProgramme, programmeOptions } from './programmes';

const lessons: Lesson[] = [
  { title: 'piano', image: 'piano.jpg', link: 'piano', hasLink: true },
  { title: 'violin', image: 'violin.jpg', link: 'violin', hasLink: true },
  { title: 'online lesson', image: 'online.jpg', link: 'online-lesson', hasLink: true },
  { title: 'theory', image: 'theory.jpg', hasLink: false },
];

const programmes = programmeOptions(lessons);

describe('programmeOptions', () => {
  it('lists every lesson title in title case, in the service’s order', () => {
    expect(programmes).toEqual(['Piano', 'Violin', 'Online Lesson', 'Theory']);
  });

  it('leaves out a lesson the enquiry schema does not accept', () => {
    const drums: Lesson = { title: 'drums', image: 'drums.jpg', hasLink: false };
    expect(programmeOptions([...lessons, drums])).toEqual(programmes);
  });

  it('lists a title once', () => {
    const again: Lesson = { title: 'Piano ', image: 'piano.jpg', hasLink: false };
    expect(programmeOptions([...lessons, again])).toHaveLength(4);
  });
});

describe('preselectedProgramme', () => {
  it.each([
    ['piano', 'Piano'],
    ['violin', 'Violin'],
    ['Violin', 'Violin'],
    ['theory', 'Theory'],
  ])('capitalises the first letter to match: %s -> %s', (instrument, expected) => {
    expect(preselectedProgramme(instrument, programmes)).toBe(expected);
  });

  it.each([
    ['online-lesson', 'Online Lesson'],
    ['online lesson', 'Online Lesson'],
    ['PIANO', 'Piano'],
  ])(
    'also finds a lesson named by its page or in other casing: %s -> %s',
    (instrument, expected) => {
      expect(preselectedProgramme(instrument, programmes)).toBe(expected);
    },
  );

  it.each([undefined, null, '', '   ', 'drums', 'pian', 'piano lessons'])(
    'falls back to the first programme for %j',
    (instrument) => {
      expect(preselectedProgramme(instrument, programmes)).toBe('Piano');
    },
  );

  it('is none when there are no programmes', () => {
    expect(preselectedProgramme('piano', [])).toBeUndefined();
  });
});
