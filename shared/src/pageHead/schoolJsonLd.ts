import type {
  EducationalOrganization,
  EducationalOrganizationLeaf,
  LocalBusinessLeaf,
  MergeLeafTypes,
  Place,
  PostalAddress,
} from 'schema-dts';
import { site } from '../config/site';
import { canonicalUrl } from './headTags';

/**
 * The school as the structured data names it: where its events and studio lessons happen, who
 * provides its lessons and organises its events. One node, named by the same id on every page,
 * so search engines see one school. schema.org has no music school type: the school is an
 * educational organisation and a local business.
 */
export type SchoolNode = MergeLeafTypes<[EducationalOrganizationLeaf, LocalBusinessLeaf]>;

/** The school's node id: the home page's address with '#school'. */
export const schoolId = (siteUrl: string) => `${canonicalUrl(siteUrl, '/')}#school`;

export function schoolAddress(): PostalAddress {
  const { street, locality, postcode, city, state } = site.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: `${locality}, ${city}`,
    postalCode: postcode,
    addressRegion: state,
    addressCountry: 'MY',
  };
}

/** The school's studio: where its events and studio lessons happen. */
export function schoolPlace(): Place {
  return { '@type': 'Place', name: site.brand, address: schoolAddress() };
}

/** The school when it provides or organises something: its id, name, site and address. */
export function schoolOrganization(siteUrl: string): EducationalOrganization {
  return {
    '@type': 'EducationalOrganization',
    '@id': schoolId(siteUrl),
    name: site.brand,
    url: canonicalUrl(siteUrl, '/'),
    address: schoolAddress(),
  };
}
