/** What each page states about itself while it renders, and the server's answer from it. */
export {
  allowedRedirect,
  decidePage,
  emptyPageFacts,
  mergePageFacts,
  pageUrl,
  type DecidedPage,
  type PageAddress,
  type PageFacts,
  type PagePicture,
  type PageRedirect,
  type PageStatus,
} from './pageFacts';
export { readResource, type ReadContent, type SitePages } from './sitePages';
