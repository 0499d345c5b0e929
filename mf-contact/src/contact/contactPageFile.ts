import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';

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

/** Free of the remote's origin, so the shell's server reads the page's head from it too. */
export function parseContactPage(raw: unknown): ContactPageContent {
  return parseContent(contactPageFile, raw);
}
