import { site } from '../config/site';
import { missingProperties } from '../testing/richResults';
import { courseJsonLd } from './courseJsonLd';

const siteUrl = 'https://harmoni.example';
const piano = {
  name: 'Piano Lessons',
  description: 'Piano is where many musicians begin.',
  url: 'https://harmoni.example/lesson/piano',
  fromAge: 4,
  online: false,
};

describe('courseJsonLd', () => {
  it("has Google's required and recommended properties, the school as provider", () => {
    const course = courseJsonLd(piano, siteUrl);
    expect(missingProperties('Course', course, { strict: true })).toEqual([]);
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Piano Lessons',
      description: 'Piano is where many musicians begin.',
      url: piano.url,
      provider: { '@id': 'https://harmoni.example/#school', name: site.brand },
    });
  });

  it('states the ages the content gives, and none it does not', () => {
    expect(courseJsonLd(piano, siteUrl).typicalAgeRange).toBe('4-');
    expect(courseJsonLd({ ...piano, fromAge: undefined }, siteUrl)).not.toHaveProperty(
      'typicalAgeRange',
    );
  });

  it('is taught at the studio, or online for the online lessons', () => {
    expect(courseJsonLd(piano, siteUrl).hasCourseInstance).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      location: { '@type': 'Place', name: site.brand },
    });
    const online = courseJsonLd({ ...piano, online: true }, siteUrl).hasCourseInstance;
    expect(online).toEqual({ '@type': 'CourseInstance', courseMode: 'Online' });
  });
});
