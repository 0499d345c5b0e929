import { canonicalUrl, headTags, siteAddress, type HeadTag } from './headTags';
import { notFoundHead } from './pageHead';

const byKey = (tags: HeadTag[]) =>
  Object.fromEntries(
    tags.map((tag) => (tag.tag === 'link' ? [tag.rel, tag.href] : [tag.key, tag.content])),
  );

describe('canonicalUrl', () => {
  it.each([
    ['https://x.example', '/about', 'https://x.example/about'],
    ['https://x.example/', '/', 'https://x.example/'],
    ['https://x.example', '/contact?instrument=piano#form', 'https://x.example/contact'],
    ['https://x.example', '', 'https://x.example/'],
  ])('%s + %s -> %s', (site, path, expected) => {
    expect(canonicalUrl(site, path)).toBe(expected);
  });
});

describe('headTags', () => {
  it('describes the page in every tag a link preview reads', () => {
    const tags = byKey(
      headTags(
        { title: 'Piano Lessons', description: 'Play.', keywords: 'piano', type: 'article' },
        { siteUrl: 'https://x.example', path: '/lesson/piano' },
      ),
    );
    expect(tags).toEqual({
      description: 'Play.',
      keywords: expect.stringMatching(/^piano, Harmoni Music School/),
      canonical: 'https://x.example/lesson/piano',
      'og:title': 'Piano Lessons | Harmoni Music School - Music School in Setia Alam',
      'og:description': 'Play.',
      'og:url': 'https://x.example/lesson/piano',
      'og:type': 'article',
      'og:site_name': 'Harmoni Music School',
      'og:image': 'https://x.example/assets/images/link-preview.jpg',
      'og:locale': 'en_US',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Piano Lessons | Harmoni Music School - Music School in Setia Alam',
      'twitter:description': 'Play.',
      'twitter:image': 'https://x.example/assets/images/link-preview.jpg',
    });
  });

  it("uses the school's description when the page has none", () => {
    const tags = byKey(headTags({ title: 'X' }, { siteUrl: 'https://x.example', path: '/' }));
    expect(tags.description).toMatch(/Harmoni Music School/);
    expect(tags['og:description']).toBe(tags.description);
  });

  it('has a not-found head', () => {
    expect(notFoundHead.title).toBe('Page Not Found');
  });
});

describe('siteAddress', () => {
  it("puts a site path on the site's origin, query kept, and leaves other addresses alone", () => {
    expect(siteAddress('https://x.example/', '/contact?instrument=vocal')).toBe(
      'https://x.example/contact?instrument=vocal',
    );
    expect(siteAddress('https://x.example', 'https://exams.example.org/dates')).toBe(
      'https://exams.example.org/dates',
    );
    // no configured origin (a test, a misconfiguration): a path, never a thrown error
    expect(siteAddress('', '/contact')).toBe('/contact');
  });
});
