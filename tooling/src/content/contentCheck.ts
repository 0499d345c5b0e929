/**
 * A remote's content check: every content file its pages read, parsed with the very resources
 * (URL and zod parser) those pages use, and every file one of them names (an album's info, an
 * article's body). It reads a folder (the workspace's public/, a build) or a served release (a
 * URL), and names each problem by file, entry and field. `npm run content:check -w <remote>`
 * runs it; `npm run release` refuses on a problem; `npm run promote` runs it over HTTP.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ContentError, parseContentText, type ContentResource } from '@harmoni/shared';

/** One file of the catalog: checked, then the files it names are checked in turn. */
export interface CatalogFile {
  url: string;
  /** a page's parser; none for a file used as it is (an article's HTML) */
  check?: (text: string) => CatalogFile[];
}

/** A content file its page reads, and the files its content names. */
export function contentFile<T>(
  resource: ContentResource<T>,
  names: (data: T) => CatalogFile[] = () => [],
): CatalogFile {
  return {
    url: resource.url,
    check: (text) => names(parseContentText(resource.url, text, resource.parse)),
  };
}

/** A file a page shows as it is (an article's HTML): it must be there, and not empty. */
export function plainFile(url: string): CatalogFile {
  return {
    url,
    check: (text) => {
      if (text.trim() === '') throw new ContentError(url, 'empty', 'malformed', ['is empty']);
      return [];
    },
  };
}

/**
 * What a remote's content is: the files its pages read by name, and, for files a page reads
 * by a part of its address (an album at /gallery/photo/{folder}), how to check one found on
 * disk that no listed file names.
 */
export interface ContentCatalog {
  files: CatalogFile[];
  byPath?: (path: string) => CatalogFile | undefined;
}

export type ReadAnswer =
  | { status: 'read'; text: string }
  | { status: 'missing' }
  | { status: 'unreadable'; reason: string };

/** Where the files are: by path under the remote's public folder ('assets/docs/faq.txt'). */
export interface ContentReader {
  read(path: string): Promise<ReadAnswer>;
  /** every file there, when it can be listed (a folder; not a served release) */
  list?(): string[];
}

export function folderReader(root: string): ContentReader {
  return {
    read: async (path) => {
      const file = join(root, ...path.split('/'));
      if (!existsSync(file)) return { status: 'missing' };
      return { status: 'read', text: readFileSync(file, 'utf8') };
    },
    list: () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
  };
}

export function urlReader(base: string, timeoutMs = 5_000): ContentReader {
  return {
    read: async (path) => {
      try {
        const response = await fetch(new URL(path, base), {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 404) return { status: 'missing' };
        if (!response.ok) return { status: 'unreadable', reason: `HTTP ${response.status}` };
        return { status: 'read', text: await response.text() };
      } catch (error) {
        return { status: 'unreadable', reason: String(error) };
      }
    },
  };
}

/** Content files are JSON in .txt or .json files under assets/. */
const isContentPath = (path: string) => /^assets\/.+\.(?:txt|json)$/.test(path);

export interface ContentReport {
  /** the paths checked */
  checked: string[];
  /** 'assets/docs/faq.txt: questions › entry "How old?" › a: is missing' */
  problems: string[];
  /** files no page reads, left unchecked */
  unread: string[];
}

/**
 * Checks every file of the catalog (and each file they name) as `reader` has it. `base` is the
 * public path the catalog's resources were made with: their URLs, less it, are the paths.
 */
export async function checkContent(
  catalog: ContentCatalog,
  reader: ContentReader,
  base: string,
): Promise<ContentReport> {
  const pathOf = (url: string) =>
    url.startsWith(base) ? decodeURIComponent(url.slice(base.length)) : url;
  const report: ContentReport = { checked: [], problems: [], unread: [] };
  const seen = new Set<string>();
  const queue = [...catalog.files];
  const checkOne = async (file: CatalogFile) => {
    const path = pathOf(file.url);
    if (seen.has(path)) return;
    seen.add(path);
    report.checked.push(path);
    const answer = await reader.read(path);
    if (answer.status === 'missing') {
      report.problems.push(`${path}: is missing`);
      return;
    }
    if (answer.status === 'unreadable') {
      report.problems.push(`${path}: could not be read (${answer.reason})`);
      return;
    }
    try {
      queue.push(...(file.check?.(answer.text) ?? []));
    } catch (error) {
      const problems = error instanceof ContentError ? error.problems : [String(error)];
      report.problems.push(...problems.map((problem) => `${path}: ${problem}`));
    }
  };
  const drain = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await checkOne(next);
  };
  await drain();
  for (const path of (reader.list?.() ?? []).filter(isContentPath).sort()) {
    if (seen.has(path)) continue;
    const file = catalog.byPath?.(path);
    if (!file) {
      report.unread.push(path);
      continue;
    }
    queue.push(file);
    // and the files it names in turn
    await drain();
  }
  return report;
}

/** `reader` with some files as given (added, or in place of its own): for trying an edit. */
export function withFiles(reader: ContentReader, files: Record<string, string>): ContentReader {
  return {
    read: async (path) =>
      Object.hasOwn(files, path) ? { status: 'read', text: files[path] ?? '' } : reader.read(path),
    list: reader.list && (() => [...new Set([...(reader.list?.() ?? []), ...Object.keys(files)])]),
  };
}

/**
 * For a remote's unit tests: its catalog checked against its committed public/ folder (with
 * some files as given), the resources' URLs made with the bundler's public path as it is set.
 */
export function checkCommitted(
  catalog: ContentCatalog,
  publicDir: string,
  files: Record<string, string> = {},
): Promise<ContentReport> {
  return checkContent(catalog, withFiles(folderReader(publicDir), files), __webpack_public_path__);
}
