/** The release registry and its tooling, for the release commands (scripts/). */
export * from './remoteRegistry';
export * from './registryFile';
export * from './registryHistory';
export * from './releaseCheck';
export * from './releaseSettings';
export { releaseHostProblem, releaseHosts } from './releaseHosts';
export * from './previewToken';
export { previewCookie, previewStatusPath } from './previewRequests';
export { buildReleaseHost, startReleaseHost } from './releaseHost';
export * from './releaseLog';
export * from './canarySteps';
