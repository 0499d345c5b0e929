import { readResource, type SitePages } from '@harmoni/shared/pageFacts';
import { articleDirectory } from '../articles/articleDirectory';

/** Every article in the directory. */
const sitePages: SitePages = async (read) => {
  const articles = (await readResource(read, articleDirectory)) ?? [];
  return articles.map((entry) => `/about/article/${encodeURIComponent(entry.id)}`);
};

export default sitePages;
