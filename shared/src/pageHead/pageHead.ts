/**
 * What a page says about itself in the document head. The pages set it on the client
 * (useDocumentMeta) and the shell's server sends the same for the first request, so link
 * previews and crawlers see it without running JavaScript.
 */
export interface PageHead {
  /** the page's own title; the document title adds the site's suffix (pageTitle) */
  title: string;
  description?: string;
  /** page-specific keywords, placed before the school's default keywords */
  keywords?: string;
  /** og:type: 'article' for articles, 'website' otherwise */
  type?: 'website' | 'article';
  /** the address search engines should index, when the page is reachable under another too */
  canonicalPath?: string;
  /** the page's heading as it shows it, where its title says more (an article's meta title) */
  heading?: string;
}

/** The head of the not-found page; it is never indexed. */
export const notFoundHead: PageHead = {
  title: 'Page Not Found',
  description: 'Sorry, this page does not exist. It may have moved, or the link may be mistyped.',
};
