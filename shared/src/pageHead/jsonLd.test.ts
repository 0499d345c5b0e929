import { articleJsonLd, musicSchoolJsonLd } from './jsonLd';
import { site } from '../config/site';

describe('structured data', () => {
  it('describes the school with its address and contacts', () => {
    const school = musicSchoolJsonLd('https://x.example/');
    expect(school).toMatchObject({
      // schema.org has no music school type
      '@type': ['EducationalOrganization', 'LocalBusiness'],
      '@id': 'https://x.example/#school',
      name: site.brand,
      url: 'https://x.example/',
      telephone: site.phone,
      email: site.email,
      address: { '@type': 'PostalAddress', postalCode: site.address.postcode },
      sameAs: site.socials.map((social) => social.url),
    });
    expect(school.areaServed).toEqual(
      expect.arrayContaining([{ '@type': 'Place', name: site.area }]),
    );
  });

  it('describes an article', () => {
    expect(
      articleJsonLd(
        { id: 'theory-basics', description: 'About theory', published_at: '2025-02-01' },
        'https://x.example/about/article/theory-basics',
        'https://x.example/',
      ),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'Theory Basics',
      description: 'About theory',
      datePublished: '2025-02-01',
      url: 'https://x.example/about/article/theory-basics',
      publisher: { name: site.brand },
    });
  });
});
