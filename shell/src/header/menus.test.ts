import type { Concert, Lesson } from '@harmoni/shared';
import { aboutMenu, galleryMenu, lessonMenu } from './menus';

describe('lessonMenu', () => {
  const lessons: Lesson[] = [
    { title: 'piano', image: 'piano.jpg', link: 'piano', hasLink: true },
    { title: 'theory', image: 'theory.jpg', hasLink: false },
    { title: 'online lesson', image: 'online.jpg', link: 'online-lesson', hasLink: true },
  ];

  it('lists only lessons that have a link, in title case', () => {
    expect(lessonMenu(lessons)).toEqual([
      { to: '/lesson/piano', label: 'Piano' },
      { to: '/lesson/online-lesson', label: 'Online Lesson' },
    ]);
  });
});

describe('galleryMenu', () => {
  const concerts: Concert[] = [
    { url: 'year-end-2025', display: true, title: 'Year-End Concert', content: [] },
    { url: 'hidden', display: false, title: 'Hidden', content: [] },
  ];

  it('starts with Photo and Video, then displayed concerts only', () => {
    expect(galleryMenu(concerts)).toEqual([
      { to: '/gallery/photo', label: 'Photo' },
      { to: '/gallery/video', label: 'Video' },
      { to: '/gallery/concert/year-end-2025', label: 'Year-End Concert' },
    ]);
  });

  it('still offers Photo and Video without concerts', () => {
    expect(galleryMenu([]).map((item) => item.label)).toEqual(['Photo', 'Video']);
  });
});

describe('aboutMenu', () => {
  it('has the six About items in order', () => {
    expect(aboutMenu.map((item) => item.label)).toEqual([
      'About Us',
      'Vision & Mission',
      'Article',
      'Boards',
      'FAQ',
      'Set-Up',
    ]);
  });
});
