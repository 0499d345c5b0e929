/**
 * Where a content file is wrong, in its author's words: the entry by what names it (its id,
 * its url, its title…), never by its place in a list, then the field. One wording for the
 * browser's error, the preview's notice and `npm run content:check`.
 */

/** One thing wrong with a file's JSON: where (as zod reports it) and what. */
export interface ContentIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  /** a value of the wrong type: the type wanted */
  expected?: string;
  /** a value not among those allowed: the allowed ones */
  values?: readonly unknown[];
  /** a number, text or list too small or too big: the bound, and whether it is allowed */
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  /** what was too small or too big: 'number', 'string', 'array' */
  origin?: string;
}

const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * zod/mini carries no locale: where a schema gives no words of its own, every issue reads
 * "Invalid input". The common ones are said here from what the issue carries.
 */
function wording(issue: ContentIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  const { code, expected, values, inclusive, origin } = issue;
  if (code === 'invalid_type' && expected !== undefined) return `must be ${withArticle(expected)}`;
  if (code === 'invalid_value' && values) return `must be one of ${values.join(', ')}`;
  const small = code === 'too_small';
  const bound = small ? issue.minimum : code === 'too_big' ? issue.maximum : undefined;
  if (typeof bound !== 'number') return issue.message;
  const open = inclusive === false;
  const limit = small ? (open ? 'more than' : 'at least') : open ? 'fewer than' : 'at most';
  const one = bound === 1;
  if (origin === 'string') return `must have ${limit} ${bound} character${one ? '' : 's'}`;
  if (origin === 'array') return `must have ${limit} ${bound} ${one ? 'entry' : 'entries'}`;
  return `must be ${limit.replace('fewer', 'less')} ${bound}`;
}

/** The fields that name an entry of a list, in the order they are looked for. */
const namingFields = ['id', 'url', 'link', 'name', 'title', 'cust_name', 'q', 'heading'];

function child(value: unknown, key: PropertyKey): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return (value as Record<PropertyKey, unknown>)[key];
}

/** An entry of a list by the field that names it, else by its number: 'entry "piano-tips"'. */
function entryName(entry: unknown, index: number): string {
  if (typeof entry === 'string' && entry.length > 0 && entry.length <= 60) {
    return `entry "${entry}"`;
  }
  for (const field of namingFields) {
    const value = child(entry, field);
    if (typeof value === 'string' && value.trim() !== '') return `entry "${value}"`;
  }
  return `entry number ${index + 1}`;
}

/** 'entry "piano-tips" › published_at'; the whole file when the path is empty. */
export function whereInContent(raw: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the file as a whole';
  const parts: string[] = [];
  let value = raw;
  for (const key of path) {
    const next = child(value, key);
    parts.push(
      Array.isArray(value) && typeof key === 'number' ? entryName(next, key) : String(key),
    );
    value = next;
  }
  return parts.join(' › ');
}

/** Whether the path ends at a field the file does not have. */
function isMissing(raw: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return raw === undefined;
  const parent = path.slice(0, -1).reduce<unknown>((value, key) => child(value, key), raw);
  const key = path.at(-1);
  return (
    parent !== null &&
    typeof parent === 'object' &&
    key !== undefined &&
    !Object.hasOwn(parent, key as string)
  );
}

/** One line per issue: 'entry "piano-tips" › published_at: must be a date like 2024-03-05'. */
export function describeContentIssues(raw: unknown, issues: readonly ContentIssue[]): string[] {
  return issues.map((issue) => {
    const where = whereInContent(raw, issue.path);
    return `${where}: ${isMissing(raw, issue.path) ? 'is missing' : wording(issue)}`;
  });
}

/** A file whose JSON does not have the shape its page reads: each issue, named. */
export class ContentShapeError extends Error {
  override name = 'ContentShapeError';

  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}
