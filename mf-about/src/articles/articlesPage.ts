import * as z from 'zod/mini';
import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { pageMeta, parserFor, text } from '../page/pageContent';

const articlesPageText = z.object({
  ...pageMeta,
  intro: text,
  /** shown when the directory lists no article */
  empty: text,
});

/** The words of the article list page around the cards: assets/docs/articles/articles-page.txt */
export type ArticlesPageText = z.infer<typeof articlesPageText>;

export const parseArticlesPage = parserFor(articlesPageText);

export const articlesPage: ContentResource<ArticlesPageText> = {
  url: aboutContent.assetUrl('assets/docs/articles/articles-page.txt'),
  parse: parseArticlesPage,
};
