export { homeSections, type HomeSection } from './homeSections';
export { matchSiteRoute, type SiteRouteMatch } from './matchSiteRoute';
export { concertServiceId, lessonServiceId, modulesForPage } from './pageModules';
export { remoteRoutes, type RemoteRoute } from './routeTable';
export {
  inlineRemoteEntriesId,
  inlineRemoteListId,
  laterHintsId,
  pageLoaderFadingClass,
  pageLoaderId,
} from '../pageMarkup/markers';
