import { site } from '../config/site';
import type { PageHead } from './pageHead';

/**
 * What each route's page says about itself before its content has loaded, or when that content
 * cannot be read. Keyed by the route table's paths ('' is Home). Pages whose head comes from a
 * content file lay its fields over these (headFor).
 */
export const routeHeads: Readonly<Record<string, PageHead>> = {
  '': {
    title: `Music Lessons in ${site.area}`,
    description: `${site.brand} is a music school in ${site.area}, ${site.city}: piano, violin, guitar, vocal, ukulele, keyboard, cello and online lessons for children and adults, with a free trial class.`,
    keywords: `music lessons ${site.area}, piano class ${site.area}, violin lessons ${site.city}`,
  },
  'lesson/:lesson': { title: 'Music Lessons' },
  'gallery/photo': {
    title: 'Photo Gallery',
    description: `Photos from the concerts, recitals and workshops of ${site.brand} in ${site.area}, ${site.city}.`,
    keywords: 'music school photo gallery, student concert photos, piano recital photos',
  },
  'gallery/photo/:folder': {
    title: 'Photo Album',
    keywords: 'music school photos, student concert photos, recital photos',
  },
  'gallery/:folder': {
    title: 'Photo Album',
    keywords: 'music school photos, student concert photos, recital photos',
  },
  'gallery/video': {
    title: 'Video Gallery',
    description: `Watch the students of ${site.brand} in ${site.area} perform: concert, recital and class videos.`,
    keywords: 'music school videos, student performance videos, piano recital videos',
  },
  'gallery/concert/:concert': {
    title: 'Concert Videos',
    keywords: 'music school concert, student concert videos',
  },
  about: { title: 'About Us' },
  'about/vision-and-mission': { title: 'Vision and Mission' },
  'about/article': { title: 'Articles' },
  'about/article/:article': { title: 'Article' },
  'about/exam-boards': { title: 'Exam Boards' },
  'about/faq': { title: 'Frequently Asked Questions' },
  'about/setup-online-lesson': { title: 'Online Lesson Set-Up' },
  contact: { title: 'Contact Us' },
  terms: {
    title: 'Terms and Conditions',
    keywords: 'terms and conditions, free trial, commitment fee, music lesson fees',
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    keywords: 'privacy policy, PDPA, personal data protection',
  },
};

/** The route's own head; an unknown path is a programming error. */
export function routeHead(path: string): PageHead {
  const head = routeHeads[path];
  if (!head) throw new Error(`No head for the route "${path}"`);
  return head;
}

/** The route's head with the fields its content gives laid over it (undefined ones ignored). */
export function headFor(path: string, fields: Partial<PageHead> = {}): PageHead {
  const head: PageHead = { ...routeHead(path) };
  if (fields.title !== undefined) head.title = fields.title;
  if (fields.description !== undefined) head.description = fields.description;
  if (fields.keywords !== undefined) head.keywords = fields.keywords;
  if (fields.type !== undefined) head.type = fields.type;
  return head;
}
