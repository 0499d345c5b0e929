import * as z from 'zod/mini';
import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { parserFor, text } from '../page/pageContent';

const testimonial = z.object({ cust_name: text, comment: text });

/** SPEC section 7: an object whose values are columns, each a list of {cust_name, comment}. */
const testimonialColumns = z
  .record(z.string(), z.array(testimonial))
  .check(z.refine((columns) => Object.keys(columns).length > 0, 'needs at least one column'));

export type Testimonial = z.infer<typeof testimonial>;
export type TestimonialColumns = z.infer<typeof testimonialColumns>;

export const parseTestimonials = parserFor(testimonialColumns);

export const testimonialsResource: ContentResource<TestimonialColumns> = {
  url: aboutContent.assetUrl('assets/docs/testimonial.txt'),
  parse: parseTestimonials,
};
