import type { Course, WithContext } from 'schema-dts';
import { schemaContext } from './jsonLd';
import { schoolOrganization, schoolPlace } from './schoolJsonLd';

/** What a lesson page shows that its Course says. */
export interface CourseFacts {
  /** the page's title: 'Piano Lessons' */
  name: string;
  /** its description, as the page shows it */
  description: string;
  /** the page's address */
  url: string;
  /** the youngest age the content takes students from, when it says */
  fromAge?: number;
  /** taught over a video call rather than at the studio */
  online: boolean;
}

/**
 * A lesson programme: Google's course list asks for its name and description and recommends
 * its provider; the offering says where it is taught (the studio, or online) and the ages are
 * the content's own ('4-': from four years old, adults too).
 */
export function courseJsonLd(course: CourseFacts, siteUrl: string): WithContext<Course> {
  return {
    '@context': schemaContext,
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: course.url,
    provider: schoolOrganization(siteUrl),
    inLanguage: 'en',
    ...(course.fromAge !== undefined && { typicalAgeRange: `${course.fromAge}-` }),
    hasCourseInstance: course.online
      ? { '@type': 'CourseInstance', courseMode: 'Online' }
      : { '@type': 'CourseInstance', courseMode: 'Onsite', location: schoolPlace() },
  };
}
