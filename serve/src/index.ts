export { buildAppServer, startAppServer } from './appServer';
export type { AppServerHandle, AppServerOptions } from './appServer';
export { startSingleBundleServer } from './singleBundleServer';
