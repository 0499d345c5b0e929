import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';

/** One titled part of a legal document: its paragraphs, then an optional bulleted list. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A policy page kept as content: assets/docs/legal/{file}.txt */
export interface LegalDocument {
  title: string;
  /** the page's meta description */
  description: string;
  /** ISO date of the last change, like '2026-01-15' */
  updated: string;
  sections: LegalSection[];
}

const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

const legalSection = z
  .object({
    heading: text,
    paragraphs: z.array(text),
    list: z.optional(z.array(text)),
  })
  .check(
    z.refine(
      ({ paragraphs, list }) => paragraphs.length > 0 || (list?.length ?? 0) > 0,
      'a section needs a paragraph or a list',
    ),
  );

const legalDocument = z.object({
  title: text,
  description: text,
  updated: z.iso.date({ error: 'must be a date like 2026-01-15' }),
  sections: z.array(legalSection).check(z.minLength(1, 'needs at least one section')),
});

/** The JSON of a legal content file -> a typed document; throws a readable error otherwise. */
export function parseLegalDocument(raw: unknown): LegalDocument {
  return parseContent(legalDocument, raw);
}
