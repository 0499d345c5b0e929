/**
 * Page heads without React or the DOM: the rules the pages and the shell's server share, so a
 * link preview shows exactly what the page sets once it runs.
 */
export { notFoundHead, type PageHead } from './pageHead';
export { routeHeads, routeHead, headFor } from './routeHeads';
export {
  lessonHead,
  albumHead,
  concertHead,
  articleHead,
  type LessonPageMeta,
  type AlbumMeta,
  type ArticleMeta,
} from './contentHeads';
export {
  articleTitle,
  articleInstrument,
  type ArticleInstrument,
  type TitledArticle,
} from './articleTitle';
export { longDate } from '../text/dateText';
export { metaText, pageMetaFields, parsePageMeta, type PageMeta } from './pageMetaFields';
export {
  headTags,
  headTagSelector,
  canonicalUrl,
  siteAddress,
  documentTitle,
  defaultDescription,
  defaultPreviewImagePath,
  type HeadTag,
  type HeadContext,
} from './headTags';
export {
  musicSchoolJsonLd,
  articleJsonLd,
  schemaContext,
  type JsonLd,
  type ArticleJsonLdInput,
} from './jsonLd';
export {
  schoolAddress,
  schoolId,
  schoolOrganization,
  schoolPlace,
  type SchoolNode,
} from './schoolJsonLd';
export { eventJsonLd, eventsJsonLd, isStillToCome, type EventFacts } from './eventJsonLd';
export { courseJsonLd, type CourseFacts } from './courseJsonLd';
export { faqPageJsonLd, type ShownFaq } from './faqJsonLd';
export { breadcrumbJsonLd, breadcrumbTrail, homeCrumbName, type Crumb } from './breadcrumbJsonLd';
export { eventEnd, nextDay, schoolDateTime, schoolInstant } from './schoolTime';
