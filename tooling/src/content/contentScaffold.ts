/**
 * What the content scaffolds share (`npm run article:new -w mf-about`, `concert:new` and
 * `event:new -w mf-gallery`): a slug from a title, today's date, and adding an entry to a
 * content file so that it still parses as its page reads it, formatted as the repository's
 * Prettier settings write it (so a diff shows the new entry only).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { ContentError, parseContentText, type ContentParser } from '@harmoni/shared';

/** 'Spring Recital 2026!' -> 'spring-recital-2026': a URL segment and a file name. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Today where the author is, as content files write a date: '2026-03-05'. */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

/** Written beside it and renamed over it: an interrupted write leaves the old file whole. */
function replaceFile(file: string, text: string): void {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, text);
  renameSync(draft, file);
}

/**
 * Changes a content file's JSON with `change` (which may refuse with a ScaffoldError), checks
 * the result with the page's own parser and writes it (unless `dryRun`: checked only, so files
 * that go with it can be written first). Nothing is written when the result would not parse:
 * the error names each entry and field.
 */
export async function changeContentFile<T>(
  file: string,
  parse: ContentParser<T>,
  change: (raw: unknown) => unknown,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<T> {
  const before = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const text = JSON.stringify(change(before));
  let parsed: T;
  try {
    parsed = parseContentText(file, text, parse);
  } catch (error) {
    const problems = error instanceof ContentError ? error.problems : [String(error)];
    throw new ScaffoldError(
      `Nothing was written: ${file} would not be valid:\n  - ${problems.join('\n  - ')}`,
    );
  }
  if (dryRun) return parsed;
  const options = (await resolveConfig(file)) ?? {};
  replaceFile(file, await format(text, { ...options, parser: 'json' }));
  return parsed;
}

/** Writes a new file, refusing to replace one that is there. */
export function writeNewFile(file: string, text: string): void {
  if (existsSync(file)) throw new ScaffoldError(`${file} already exists; nothing was written`);
  writeFileSync(file, text, { flag: 'wx' });
}
