import { albumHead, articleHead, concertHead, lessonHead } from './contentHeads';
import { headTags } from './headTags';
import { longDate } from '../text/dateText';
import { headFor, routeHead, routeHeads } from './routeHeads';
import { remoteRoutes } from '../routes/routeTable';

describe('routeHeads', () => {
  it('has a head for Home and every route of the route table', () => {
    expect(Object.keys(routeHeads).sort()).toEqual(
      ['', ...remoteRoutes.map((route) => route.path)].sort(),
    );
    expect(() => routeHead('nowhere')).toThrow('No head for the route "nowhere"');
  });

  it('lays content fields over the route head, ignoring missing ones', () => {
    expect(headFor('terms', { title: 'Our Terms', description: undefined })).toEqual({
      title: 'Our Terms',
      keywords: routeHead('terms').keywords,
    });
  });
});

describe('page heads from content', () => {
  it("names a lesson page by its file, or by the lesson's name before that", () => {
    expect(lessonHead('PIANO')).toEqual({ title: 'Piano' });
    expect(
      lessonHead('piano', { title: 'Piano Lessons', meta: { description: 'D', keywords: 'K' } }),
    ).toEqual({ title: 'Piano Lessons', description: 'D', keywords: 'K' });
  });

  it('describes an album by its name, date and size', () => {
    const head = albumHead({ name: 'Spring Recital', date: '2025-04-05', total: 12 });
    expect(head.title).toBe('Spring Recital');
    expect(head.description).toMatch(/^12 photos from Spring Recital \(Apr 05, 2025\)/);
    expect(albumHead().title).toBe('Photo Album');
  });

  it('names /gallery/photo/{folder} as the album address, whichever path shows it', () => {
    expect(albumHead(undefined, 'spring-recital').canonicalPath).toBe(
      '/gallery/photo/spring-recital',
    );
    const tags = headTags(albumHead({ name: 'Spring', date: '2025-04-05', total: 2 }, 'spring'), {
      siteUrl: 'https://x.example',
      path: '/gallery/spring',
    });
    expect(tags).toContainEqual({
      tag: 'link',
      rel: 'canonical',
      href: 'https://x.example/gallery/photo/spring',
    });
  });

  it('names a concert', () => {
    expect(concertHead({ title: 'Year-End Concert' })).toMatchObject({
      title: 'Year-End Concert',
      description: expect.stringMatching(/^Watch Year-End Concert: /),
    });
    expect(concertHead().title).toBe('Concert Videos');
  });

  it("takes an article's meta fields first, then its title rule and card description", () => {
    expect(
      articleHead({
        id: 'theory-basics',
        description: 'Card text',
        meta_title: 'Music Theory for Beginners',
        meta_description: 'Meta text',
        meta_keywords: 'theory',
      }),
    ).toEqual({
      title: 'Music Theory for Beginners',
      description: 'Meta text',
      keywords: 'theory',
      type: 'article',
      // what the page shows as its heading, for its breadcrumb
      heading: 'Theory Basics',
    });
    expect(articleHead({ id: 'learn-to-play-gitar', description: 'Card text' })).toEqual({
      title: 'Learn Guitar',
      description: 'Card text',
      type: 'article',
    });
  });

  it('formats dates as the site does', () => {
    expect(longDate('2025-12-05')).toBe('Dec 05, 2025');
  });
});
