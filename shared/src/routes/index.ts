export { homeSections, type HomeSection } from './homeSections';
export { matchSiteRoute, type SiteRouteMatch } from './matchSiteRoute';
export { remoteRoutes, type RemoteRoute } from './routeTable';
