/** Content files are JSON inside .txt files; a parser turns the JSON into a typed value. */
export type ContentParser<T> = (raw: unknown) => T;

/** A content file that could not be fetched or does not have the expected shape. */
export class ContentError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`Could not load ${url}: ${reason}`);
    this.name = 'ContentError';
  }
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
    throw new ContentError(url, `not valid JSON (${reasonOf(error)})`);
  }
  try {
    return parse(raw);
  } catch (error) {
    throw new ContentError(url, `unexpected content (${reasonOf(error)})`);
  }
}
