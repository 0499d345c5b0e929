import { ContentShapeError } from './contentIssues';

/** Content files are JSON inside .txt files; a parser turns the JSON into a typed value. */
export type ContentParser<T> = (raw: unknown) => T;

/**
 * Why a content file cannot be shown: it could not be reached (the network, the server), its
 * remote has no such file, or it arrived but is not what its page reads. Only the first is
 * the visitor's connection; the others are the team's to put right.
 */
export type ContentFailureKind = 'unreachable' | 'missing' | 'malformed';

/** A content file that could not be fetched or does not have the expected shape. */
export class ContentError extends Error {
  constructor(
    readonly url: string,
    reason: string,
    readonly kind: ContentFailureKind = 'unreachable',
    /** for a malformed file: each thing wrong, naming the entry and the field */
    readonly problems: readonly string[] = [reason],
  ) {
    super(`Could not load ${url}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** Whether the file arrived (or its remote answered that it has none): not the connection. */
export function arrivedWrong(error: Error): error is ContentError {
  return error instanceof ContentError && error.kind !== 'unreachable';
}

/** A file its remote answers it does not have (HTTP 404). */
export function missingContent(url: string): ContentError {
  return new ContentError(url, 'HTTP 404', 'missing', ['is missing']);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function fetchText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET' });
  } catch (error) {
    throw new ContentError(url, `network error (${reasonOf(error)})`);
  }
  if (response.status === 404) throw missingContent(url);
  if (!response.ok) throw new ContentError(url, `HTTP ${response.status}`);
  return response.text();
}

export async function fetchContent<T>(url: string, parse: ContentParser<T>): Promise<T> {
  return parseContentText(url, await fetchText(url), parse);
}

/** A content file's text as its typed value; a ContentError names what is wrong with it. */
export function parseContentText<T>(url: string, text: string, parse: ContentParser<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const reason = `not valid JSON (${reasonOf(error)})`;
    throw new ContentError(url, reason, 'malformed', [reason]);
  }
  try {
    return parse(raw);
  } catch (error) {
    const problems = error instanceof ContentShapeError ? error.problems : [reasonOf(error)];
    throw new ContentError(url, `unexpected content (${reasonOf(error)})`, 'malformed', problems);
  }
}
