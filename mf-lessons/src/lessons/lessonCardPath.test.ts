import { lessonCardPath } from './lessonCardPath';

describe('lessonCardPath', () => {
  it('goes to the lesson page when the lesson has a link', () => {
    expect(lessonCardPath({ title: 'piano', link: 'piano', hasLink: true })).toBe('/lesson/piano');
    expect(lessonCardPath({ title: 'online lesson', link: 'online-lesson', hasLink: true })).toBe(
      '/lesson/online-lesson',
    );
  });

  it('goes to the contact page with the lowercased title when there is no link', () => {
    expect(lessonCardPath({ title: 'theory', hasLink: false })).toBe('/contact?instrument=theory');
    expect(lessonCardPath({ title: 'Music Theory', hasLink: false })).toBe(
      '/contact?instrument=music+theory',
    );
  });

  it('trusts hasLink over a stray link value', () => {
    expect(lessonCardPath({ title: 'Drums', link: 'drums', hasLink: false })).toBe(
      '/contact?instrument=drums',
    );
  });
});
