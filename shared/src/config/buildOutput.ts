/**
 * Where a build leaves the files its server reads at runtime: written once for the build plugins
 * that write them (@harmoni/tooling) and the server that reads them (@harmoni/serve).
 */

/** The shell's server view, inside its build and never served. */
export const shellViewFolder = 'ssr';
export const shellViewFile = `${shellViewFolder}/renderShellView.cjs`;

/** At the root of the shell's build: a JSON array of its start-up files' public URLs, in fetch order. */
export const startupFilesName = 'startup-files.json';
