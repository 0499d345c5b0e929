/**
 * npm run article:new -w mf-about -- --title "<title>" [--id <slug>] [--description "<text>"]
 * [--date YYYY-MM-DD]: a new article, as a valid entry in the article directory and an HTML
 * file for its body, ready to write. Nothing is written if either would be invalid.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { articleTitle } from '@harmoni/shared/pageHead';
import {
  changeContentFile,
  localDate,
  ScaffoldError,
  slugOf,
  writeNewFile,
} from '@harmoni/tooling/contentScaffold';
import { parseArticleDirectory } from '../src/articles/articleEntries';

export const usage =
  'Usage: npm run article:new -w mf-about -- --title "<title>" [--id <slug>] [--description "<one or two sentences>"] [--date YYYY-MM-DD]';

export interface NewArticle {
  title: string;
  id: string;
  description: string;
  /** published_at */
  date: string;
}

export function parseNewArticleArgs(
  argv: string[],
  today: string,
): NewArticle & { publicDir?: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      // another copy of the remote's public folder (for tests)
      'public-dir': { type: 'string' },
      title: { type: 'string' },
      id: { type: 'string' },
      description: { type: 'string' },
      date: { type: 'string' },
    },
    strict: true,
  });
  const title = values.title?.trim();
  if (!title) throw new ScaffoldError(`Give the article a title\n${usage}`);
  return {
    title,
    id: values.id ?? slugOf(title),
    // {brand} is filled in with the school's name where the page shows it
    description: values.description ?? `${title}: advice from the teachers of {brand}.`,
    date: values.date ?? today,
    ...(values['public-dir'] && { publicDir: values['public-dir'] }),
  };
}

/** The body a new article starts from: the shape every article has (headings and a list). */
export function articleBody(title: string): string {
  return `<p>Start with a paragraph on what "${title}" is about and who it is for.</p>

<h2>A first heading</h2>
<p>Write the first part here.</p>

<h2>What to do next</h2>
<ul>
  <li>A practical first step</li>
  <li>Another one</li>
</ul>
`;
}

/** Adds the article: its body file first, then its entry; a refused entry takes the file back. */
export async function addArticle(
  article: NewArticle,
  publicDir: string,
): Promise<{ bodyFile: string; directoryFile: string }> {
  const articles = join(publicDir, 'assets', 'docs', 'articles');
  const directoryFile = join(articles, 'directory.json');
  const bodyFile = join(articles, 'content', `${article.id}.html`);
  const entry = {
    id: article.id,
    // only when the title the page would derive from the id is not the one wanted
    ...(articleTitle({ id: article.id }) !== article.title && { specified_title: article.title }),
    description: article.description,
    published_at: article.date,
  };
  writeNewFile(bodyFile, articleBody(article.title));
  try {
    await changeContentFile(directoryFile, parseArticleDirectory, (raw) => {
      const list = Array.isArray(raw) ? raw : [];
      if (list.some((known: { id?: unknown }) => known.id === article.id)) {
        throw new ScaffoldError(
          `The directory already has an article "${article.id}"; give another --id`,
        );
      }
      return [...list, entry];
    });
    return { bodyFile, directoryFile };
  } catch (error) {
    rmSync(bodyFile, { force: true });
    throw error;
  }
}

export async function articleNewCommand(argv: string[], publicDir: string): Promise<string> {
  const article = parseNewArticleArgs(argv, localDate());
  const { bodyFile, directoryFile } = await addArticle(article, article.publicDir ?? publicDir);
  return [
    `Added the article "${article.title}" (/about/article/${article.id}):`,
    `  entry: ${directoryFile} (its description and date are yours to adjust)`,
    `  body:  ${bodyFile} (write it there)`,
    'Then: npm run content:check -w mf-about, and npm run release -w mf-about',
  ].join('\n');
}
