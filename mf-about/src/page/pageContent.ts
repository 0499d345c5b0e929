import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';
import type { ContentParser } from '@harmoni/shared';
import { fillSiteFactsDeep } from '@harmoni/shared/siteFacts';
import { metaText, pageMetaFields } from '@harmoni/shared/pageHead';

/** Text a visitor reads: never blank. */
export const text = metaText;

/**
 * What every page's content file says about the page itself, for its <head>: the shared
 * fields the shell's server reads from the same file.
 */
export const pageMeta = pageMetaFields;

/** A path inside this site, like '/lesson/piano'. */
export const sitePath = z
  .string()
  .check(z.regex(/^\/(?!\/)\S*$/, 'must be a path inside the site, like /lesson/piano'));

/** One of this remote's own images: a .jpg beside a .webp of the same name. */
export const image = z.object({
  src: z
    .string()
    .check(z.regex(/^assets\/images\/[\w/-]+\.jpg$/, 'must be a .jpg under assets/images/')),
  alt: text,
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});

export type ContentImage = z.infer<typeof image>;

/**
 * A content parser from a schema: checks the shape (throwing a readable error naming the
 * field), then fills the school's facts ('{brand}', '{established}'...) into every string.
 */
export function parserFor<T>(schema: z.ZodMiniType<T>): ContentParser<T> {
  return (raw) => {
    return fillSiteFactsDeep(parseContent(schema, raw));
  };
}
