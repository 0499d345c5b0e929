import * as z from 'zod/mini';
import { parserFor, text } from '../page/pageContent';
import { readPublishedAt } from './publishedAt';

// Ids are URL slugs and content file names: nothing that could climb out of the folder.
const slug = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'));

const publishedAt = z
  .string()
  .check(
    z.refine((value) => readPublishedAt(value) !== undefined, 'must be a date like 2024-03-05'),
  );

const articleEntry = z.object({
  id: slug,
  specified_title: z.optional(text),
  /** the content file name without .html, when it is not the id */
  specified_article: z.optional(slug),
  meta_title: z.optional(text),
  meta_description: z.optional(text),
  meta_keywords: z.optional(text),
  description: text,
  published_at: publishedAt,
});

/** One line of assets/docs/articles/directory.json (SPEC section 3). */
export type ArticleEntry = z.infer<typeof articleEntry>;

const articleList = z
  .array(articleEntry)
  .check(
    z.refine(
      (entries) => new Set(entries.map(({ id }) => id)).size === entries.length,
      'every article id must be unique',
    ),
  );

/** The directory's JSON -> entries. Free of the remote's origin, so the shell's server reads it too. */
export const parseArticleDirectory = parserFor(articleList);

export function findArticle(
  entries: readonly ArticleEntry[],
  id: string,
): ArticleEntry | undefined {
  return entries.find((entry) => entry.id === id);
}

/**
 * A date-only value is that calendar day where the visitor is, not midnight UTC. An entry that
 * skipped the directory's check and has no real date gets an Invalid Date (showing it throws).
 */
export function publishedDate(entry: ArticleEntry): Date {
  return readPublishedAt(entry.published_at) ?? new Date(NaN);
}

/** Newest first; articles published the same day keep the directory's order. */
export function newestFirst(entries: readonly ArticleEntry[]): ArticleEntry[] {
  return [...entries].sort((a, b) => publishedDate(b).getTime() - publishedDate(a).getTime());
}
