/**
 * A deployable's production dependencies, copied out of the repository's installed
 * node_modules into the artifact's own: what `npm ci --omit=dev` would install, without the
 * network. The placement (npm's) lives with the server, whose render workers copy the packages
 * they lend the same way (serve/src/packages/packagePlacement.ts).
 */
export { copyProductionPackages } from '@harmoni/serve/packages';
