export {
  site,
  fullAddress,
  whatsappLink,
  emailLink,
  mapLink,
  type SocialLink,
} from './config/site';
export { titleCase } from './text/titleCase';
export { pageTitle, pageKeywords } from './meta/pageTitle';
export { useDocumentMeta, type DocumentMeta } from './meta/useDocumentMeta';
export {
  serverPage,
  ServerPageContext,
  usePageStatus,
  usePagePictures,
  usePageJsonLd,
  usePageRedirect,
  type ServerPage,
} from './pageFacts/serverPage';
export { contentSource, type ContentSource } from './content/contentSource';
export {
  arrivedWrong,
  fetchContent,
  fetchText,
  parseContentText,
  ContentError,
  type ContentFailureKind,
  type ContentParser,
} from './content/fetchContent';
export { ContentShapeError, describeContentIssues, whereInContent } from './content/contentIssues';
export {
  useContent,
  useContentStore,
  loadContent,
  forgetContent,
  type ContentResource,
  type ContentState,
} from './content/contentStore';
export { useContentText } from './content/useContentText';
export {
  ServerContentContext,
  serverRenderElementId,
  wasServerRendered,
  type ServerContent,
  type ServerRenderData,
} from './content/serverRender';
export {
  provideRemoteLoader,
  loadRemoteModule,
  forgetRemoteModule,
  loadServerDrawnModules,
  useRemoteModule,
  type RemoteModuleLoader,
  type RemoteModuleState,
} from './federation/remoteModules';
export { ServerModulesContext, type ServerModules } from './federation/serverModules';
export { useRemoteContent } from './services/remoteContent';
export {
  lessonServiceId,
  useLessons,
  type Lesson,
  type LessonService,
} from './services/lessonService';
export {
  concertServiceId,
  displayedConcerts,
  useConcerts,
  type Concert,
  type ConcertService,
} from './services/concertService';
export { ButtonLink, type ButtonLinkProps } from './ui/ButtonLink';
export { GetStartedLink } from './ui/GetStartedLink';
export { contactPath } from './ui/contactLink';
export { Picture, type PictureProps } from './ui/Picture';
export { Spinner } from './ui/Spinner';
export { useNearViewport } from './ui/useNearViewport';
export { Notice, type NoticeProps } from './ui/Notice';
export { SectionHeading, type SectionHeadingProps } from './ui/SectionHeading';
export { NotFoundPage } from './ui/NotFoundPage';
export { NotFoundRedirect, type NotFoundRedirectProps } from './ui/NotFoundRedirect';
export {
  ContentFailure,
  ContentProblemNotice,
  contentFileName,
  type ContentFailureProps,
} from './ui/ContentFailure';
export { isPreviewing, usePreviewing } from './ui/usePreviewing';
export { isPlainClick } from './ui/plainClick';
