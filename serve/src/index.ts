export { buildAppServer, startAppServer } from './appServer';
export type { AppServerHandle, AppServerOptions } from './appServer';
