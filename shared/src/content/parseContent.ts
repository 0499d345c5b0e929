import type * as z from 'zod/mini';
import { ContentShapeError, describeContentIssues } from './contentIssues';

/**
 * Checks a content file's JSON against its schema: the typed value, or a ContentShapeError
 * naming each entry (by its id, not its place in a list) and field that is wrong: what
 * whoever edits the file needs to put it right.
 */
export function parseContent<T>(schema: z.ZodMiniType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new ContentShapeError(describeContentIssues(raw, result.error.issues));
  return result.data;
}
