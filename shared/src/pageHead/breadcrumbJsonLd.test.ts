import { asNodes, missingProperties } from '../testing/richResults';
import { breadcrumbJsonLd, breadcrumbTrail } from './breadcrumbJsonLd';

describe('breadcrumbTrail', () => {
  it.each([
    ['/lesson/piano', 'Piano Lessons', ['Home /', 'Piano Lessons /lesson/piano']],
    [
      '/gallery/photo/spring-recital-2026',
      'Spring Recital 2026',
      [
        'Home /',
        'Photo Gallery /gallery/photo',
        'Spring Recital 2026 /gallery/photo/spring-recital-2026',
      ],
    ],
    ['/gallery/photo', 'Photo Gallery', ['Home /', 'Photo Gallery /gallery/photo']],
    [
      '/gallery/concert/year-end-concert-2025',
      'Year-End Concert 2025',
      ['Home /', 'Year-End Concert 2025 /gallery/concert/year-end-concert-2025'],
    ],
    [
      '/about/article/learn-to-play-piano',
      'Learn Piano',
      [
        'Home /',
        'About Us /about',
        'Articles /about/article',
        'Learn Piano /about/article/learn-to-play-piano',
      ],
    ],
    ['/about/faq', 'FAQ', ['Home /', 'About Us /about', 'FAQ /about/faq']],
    ['/about', 'About Us', ['Home /', 'About Us /about']],
    ['/terms?x=1', 'Terms and Conditions', ['Home /', 'Terms and Conditions /terms']],
  ])(
    '%s: Home, the pages above it that exist, then the page by its title',
    (path, title, trail) => {
      expect(breadcrumbTrail(path, title).map((crumb) => `${crumb.name} ${crumb.path}`)).toEqual(
        trail,
      );
    },
  );

  it('is empty on Home', () => {
    expect(breadcrumbTrail('/', 'Music Lessons')).toEqual([]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists each step with its position, name and absolute address', () => {
    const list = breadcrumbJsonLd(breadcrumbTrail('/about/faq', 'FAQ'), 'https://harmoni.example');
    expect(list && missingProperties('BreadcrumbList', list)).toEqual([]);
    const items = asNodes(list?.itemListElement);
    for (const item of items) expect(missingProperties('ListItem', item)).toEqual([]);
    expect(items).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://harmoni.example/' },
      { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://harmoni.example/about' },
      { '@type': 'ListItem', position: 3, name: 'FAQ', item: 'https://harmoni.example/about/faq' },
    ]);
  });

  it('says nothing for Home', () => {
    expect(
      breadcrumbJsonLd(breadcrumbTrail('/', 'Home'), 'https://harmoni.example'),
    ).toBeUndefined();
  });
});
