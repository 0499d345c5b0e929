import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { parseArticleDirectory, type ArticleEntry } from './articleEntries';

export {
  findArticle,
  newestFirst,
  parseArticleDirectory,
  publishedDate,
  type ArticleEntry,
} from './articleEntries';

export const articleDirectory: ContentResource<ArticleEntry[]> = {
  url: aboutContent.assetUrl('assets/docs/articles/directory.json'),
  parse: parseArticleDirectory,
};

/** Where the article's body is: content/{specified_article or id}.html */
export function articleContentUrl(entry: ArticleEntry): string {
  return aboutContent.assetUrl(
    `assets/docs/articles/content/${entry.specified_article ?? entry.id}.html`,
  );
}
