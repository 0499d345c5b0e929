/**
 * `npm run release -w mf-gallery`, `npm run promote -- gallery 2.0.0`, `npm run rollback --
 * gallery`, `npm run releases -- gallery`, `npm run preview-token -- gallery 2.0.0`: see
 * releaseCommands.ts. A refused change prints why and exits 1, the registry untouched.
 */
import { join } from 'node:path';
import { remoteApps, siteUrl } from '@harmoni/shared/apps';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { localBuildOf, localRegistryFile } from './localRegistry';
import { localRelease } from './localBuilds';
import {
  previewTokenCommand,
  promoteCommand,
  releaseCommand,
  releasesCommand,
  rollbackCommand,
  shellPreviewWarning,
} from './releaseCommands';

const [command, ...argv] = process.argv.slice(2);
// By default the store is the git-ignored releases/ folder, the registry the local shell's.
const env = {
  ...process.env,
  RELEASE_STORE: process.env.RELEASE_STORE || join(repoRoot, 'releases'),
  REGISTRY_FILE: process.env.REGISTRY_FILE || localRegistryFile,
};

/** A remote's local build as it is now: what a rollback of its first promote returns to. */
function localBuildFor(name: string) {
  const remote = remoteApps.find((candidate) => candidate.name === name);
  const build = remote && localBuildOf(remote, env);
  return build && localRelease(build);
}

async function run(): Promise<string> {
  switch (command) {
    case 'release':
      return releaseCommand(argv, env);
    case 'promote':
      return promoteCommand(argv, env, { workspaceRoot: repoRoot });
    case 'rollback':
      return rollbackCommand(argv, env, { localBuild: localBuildFor });
    case 'releases':
      return releasesCommand(argv, env);
    case 'preview-token': {
      const token = previewTokenCommand(argv, env);
      const warning = await shellPreviewWarning(siteUrl(env));
      if (warning) console.error(`Warning: ${warning}`);
      console.error(`Open ${siteUrl(env)}/?preview=${token} to preview it in one browser`);
      return token;
    }
    default:
      throw new Error(`Unknown release command "${command ?? ''}"`);
  }
}

run().then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
