import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';

export const reasonIcons = [
  'designed',
  'teachers',
  'environment',
  'showcase',
  'assessment',
  'cover',
] as const;

export type ReasonIcon = (typeof reasonIcons)[number];

export interface Reason {
  icon: ReasonIcon;
  title: string;
  text: string;
  /** shows a note, linking to the Terms and Conditions, that terms apply */
  termsApply: boolean;
}

/** The Why Us block kept as content: assets/docs/why-us.txt */
export interface WhyUsContent {
  title: string;
  intro: string;
  reasons: Reason[];
}

const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

const whyUs = z.object({
  title: text,
  intro: text,
  reasons: z
    .array(
      z.object({
        icon: z.enum(reasonIcons),
        title: text,
        text,
        termsApply: z._default(z.boolean(), false),
      }),
    )
    .check(z.minLength(1, 'needs at least one reason')),
});

/** The JSON of why-us.txt -> typed content; throws a readable error otherwise. */
export function parseWhyUs(raw: unknown): WhyUsContent {
  return parseContent(whyUs, raw);
}
