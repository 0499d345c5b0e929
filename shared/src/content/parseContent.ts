import * as z from 'zod/mini';

/**
 * Checks a content file's JSON against its schema: the typed value, or an Error whose message
 * names each field that is wrong (what whoever edits the file needs to put it right).
 */
export function parseContent<T>(schema: z.ZodMiniType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}
