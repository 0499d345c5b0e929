import * as z from 'zod/mini';
import { fillSiteFactsDeep } from '../config/siteFacts';
import { parseContent } from '../content/parseContent';

/** Text a visitor reads: never blank. */
export const metaText = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/**
 * What a page's content file says about the page itself, for its head. Content schemas spread
 * these fields in, so the shell's server can read a page's head from the very same file.
 */
export const pageMetaFields = {
  title: metaText,
  description: metaText,
  keywords: metaText,
};

const pageMeta = z.object(pageMetaFields);

export type PageMeta = z.infer<typeof pageMeta>;

/** The head fields of a content page file, the school's facts filled in; other fields ignored. */
export function parsePageMeta(raw: unknown): PageMeta {
  return fillSiteFactsDeep(parseContent(pageMeta, raw));
}
