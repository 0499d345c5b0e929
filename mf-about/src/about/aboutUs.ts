import * as z from 'zod/mini';
import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { image, pageMeta, parserFor, sitePath, text } from '../page/pageContent';

const aboutSection = z.object({
  heading: text,
  paragraphs: z.array(text).check(z.minLength(1, 'a section needs a paragraph')),
  /** a page of the site where the section's story continues */
  link: z.optional(z.object({ to: sitePath, label: text })),
});

const aboutUs = z.object({
  ...pageMeta,
  intro: text,
  image,
  sections: z.array(aboutSection).check(z.minLength(1, 'needs at least one section')),
});

/** The About Us page's words: assets/docs/about/about-us.txt */
export type AboutUs = z.infer<typeof aboutUs>;

export const parseAboutUs = parserFor(aboutUs);

export const aboutUsResource: ContentResource<AboutUs> = {
  url: aboutContent.assetUrl('assets/docs/about/about-us.txt'),
  parse: parseAboutUs,
};
