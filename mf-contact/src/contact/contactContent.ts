import type { ContentResource } from '@harmoni/shared';
import { contactContent } from '../content';
import { parseContactPage, type ContactPageContent } from './contactPageFile';

export { parseContactPage, type ContactPageContent } from './contactPageFile';

export const contactPageResource: ContentResource<ContactPageContent> = {
  url: contactContent.assetUrl('assets/docs/contact.txt'),
  parse: parseContactPage,
};
