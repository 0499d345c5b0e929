/**
 * The servers that production runs as compiled JavaScript (tooling/src/servers/serverBuild.ts), each
 * with the file that shows it is built and the npm script that builds it.
 */
import { join } from 'node:path';
import { repoRoot } from '@harmoni/tooling/workspaces';

export interface CompiledServer {
  workspace: string;
  /** the compiled entry, relative to the workspace */
  entry: string;
  /** the workspace's npm script that compiles it */
  script: string;
}

/** The `harmoni-serve` command (the shell's and the remotes' servers) and the enquiry server. */
export const compiledServers: readonly CompiledServer[] = [
  { workspace: 'serve', entry: 'dist/harmoni-serve.mjs', script: 'build' },
  { workspace: 'mf-contact', entry: 'dist-server/main.mjs', script: 'build:server' },
];

export const compiledEntry = (server: CompiledServer): string =>
  join(repoRoot, server.workspace, server.entry);
