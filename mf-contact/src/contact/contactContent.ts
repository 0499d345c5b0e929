import type { ContentResource } from '@harmoni/shared';
import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';
import { contactContent } from '../content';

/** The words of the contact page (assets/docs/contact.txt); the school's facts come from `site`. */
export interface ContactPageContent {
  description: string;
  keywords: string;
  intro: string[];
  formHeading: string;
  visitHeading: string;
}

const text = z.string().check(z.trim(), z.minLength(1));

const contactPageFile = z.object({
  description: text,
  keywords: text,
  intro: z.array(text).check(z.minLength(1)),
  formHeading: text,
  visitHeading: text,
});

export function parseContactPage(raw: unknown): ContactPageContent {
  return parseContent(contactPageFile, raw);
}

export const contactPageResource: ContentResource<ContactPageContent> = {
  url: contactContent.assetUrl('assets/docs/contact.txt'),
  parse: parseContactPage,
};
