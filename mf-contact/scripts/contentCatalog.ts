/**
 * Every content file of mf-contact, with the resource (URL and parser) its page reads it with:
 * what `npm run content:check -w mf-contact` checks. Imported once the public path is set.
 */
import { contentFile, type ContentCatalog } from '@harmoni/tooling/contentCheck';
import { contactPageResource } from '../src/contact/contactContent';

export const contentCatalog: ContentCatalog = {
  files: [contentFile(contactPageResource)],
};
