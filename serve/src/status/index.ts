/**
 * The status page's figures, for whatever compares releases (a canary): the shell's app server
 * carries its store as `app.releaseFigures`; `figuresOf(remote, release, windowMs)` answers one
 * release's page views, failures per thousand and p75 LCP, INP and CLS, and its server renders
 * with the share the server could not draw.
 */
import type { ReleaseFigureStore } from './releaseFigures';

export type { ReleaseFigures, ReleaseFigureStore, VitalName } from './releaseFigures';
export { siteStatus, type SiteStatus, type RemoteStatus } from './statusModel';
export { canaryPolicy, compareCanary, type CanaryStatus } from './canaryComparison';
export { canaryLines } from './statusText';

declare module 'fastify' {
  interface FastifyInstance {
    /** the shell's server only: visitors' real-user figures per remote and release */
    releaseFigures?: ReleaseFigureStore;
    /** the shell's server only: rolls back each canary that does worse, answers which */
    checkCanaries?: () => Promise<string[]>;
  }
}
