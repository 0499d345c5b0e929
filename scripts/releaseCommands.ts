/**
 * The release commands (npm run release / promote / rollback / releases / preview-token): each
 * takes its arguments and environment and answers what it prints, or throws a clear error with
 * the registry left as it was.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { remoteApps, remoteByWorkspace, type RemoteDefinition } from '@harmoni/shared/apps';
import {
  changeRegistryFile,
  findRelease,
  mintPreviewToken,
  previewSecret,
  readRegistryFile,
  RegistryChangeError,
  releaseHostProblem,
  releaseHostUrl,
  releaseHosts,
  releaseProblems,
  releaseRows,
  releaseUrl,
  withPromoted,
  withPublished,
  withRolledBack,
  type RemoteRegistry,
  type RemoteRelease,
} from '@harmoni/serve/registry';
import { publishRelease } from './releaseStore';

type Env = Record<string, string | undefined>;

/**
 * RELEASE_STORE and REGISTRY_FILE, which the command line fills in with the repository's
 * defaults (releaseCli.ts) when they are not set.
 */
function pathsOf(env: Env): { store: string; registry: string } {
  const { RELEASE_STORE: store, REGISTRY_FILE: registry } = env;
  if (!store || !registry) throw new Error('RELEASE_STORE and REGISTRY_FILE must be set');
  return { store: resolve(store), registry };
}
const releaseStoreRoot = (env: Env) => pathsOf(env).store;
const registryFile = (env: Env) => pathsOf(env).registry;

function remoteNamed(name: string | undefined): RemoteDefinition {
  const remote = remoteApps.find((candidate) => candidate.name === name);
  if (!remote) {
    throw new RegistryChangeError(
      `Name a remote: ${remoteApps.map((candidate) => candidate.name).join(', ')} (got "${name ?? ''}")`,
    );
  }
  return remote;
}

/** `npm run release -w mf-gallery [-- --version 2.0.0] [--dist folder]`, after its build. */
export async function releaseCommand(
  argv: string[],
  env: Env,
  { workspaceDir = process.cwd(), now = new Date() }: { workspaceDir?: string; now?: Date } = {},
): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { version: { type: 'string' }, dist: { type: 'string' } },
    strict: true,
  });
  const workspace = workspaceDir.split(/[\\/]/).at(-1) ?? '';
  const remote = remoteByWorkspace(workspace);
  if (!remote) {
    throw new RegistryChangeError(
      `Run it for a remote: npm run release -w mf-gallery (not from ${workspaceDir})`,
    );
  }
  const version = values.version ?? env.npm_package_version;
  if (!version) throw new RegistryChangeError('Give the release a version: -- --version 2.0.0');
  refuseUnlistedHost(`publish ${remote.name} at ${releaseHostUrl(env)}`, releaseHostUrl(env), env);
  const published = publishRelease({
    distDir: resolve(workspaceDir, values.dist ?? 'dist'),
    storeRoot: releaseStoreRoot(env),
    remote: remote.name,
    version,
    now,
  });
  const { release } = published;
  const recorded: RemoteRelease & { id: string } = {
    id: release.id,
    version: release.version,
    url: releaseUrl(env, remote.name, release.id),
    entry: release.entry,
    ...(release.serverView && { serverView: release.serverView }),
    integrity: release.integrity,
    publishedAt: release.publishedAt,
  };
  return changeRegistryFile(registryFile(env), async (registry) => ({
    registry: withPublished(registry, remote.name, recorded),
    result: [
      `${published.alreadyPublished ? 'Already published' : 'Published'} ${remote.name} ${release.id}`,
      `  files: ${published.folder}`,
      `  url:   ${recorded.url}`,
      `Preview it: npm run preview-token -- ${remote.name} ${release.id}`,
      `Make it live: npm run promote -- ${remote.name} ${release.id}`,
    ].join('\n'),
  }));
}

/**
 * Refuses a release URL on a host that is not a release host (RELEASE_HOSTS): the shell's
 * server would fetch it, and so would this command's checks.
 */
function refuseUnlistedHost(what: string, url: string, env: Env): void {
  const problem = releaseHostProblem(url, releaseHosts(env));
  if (problem) throw new RegistryChangeError(`Refused to ${what}: ${problem}; nothing was changed`);
}

/** Refuses a release that is not served as recorded, naming every problem. */
async function checked(
  remote: string,
  release: RemoteRelease & { id: string },
  what: string,
  env: Env,
) {
  refuseUnlistedHost(`${what} ${remote} ${release.id} (${release.url})`, release.url, env);
  const problems = await releaseProblems(remote, release);
  if (problems.length > 0) {
    throw new RegistryChangeError(
      `Refused to ${what} ${remote} ${release.id}; the live site is unchanged:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
  }
}

/** `npm run promote -- gallery <version or id>` */
export async function promoteCommand(argv: string[], env: Env, now = new Date()): Promise<string> {
  const [name, wanted] = argv;
  const remote = remoteNamed(name);
  if (!wanted)
    throw new RegistryChangeError(`Name the release: npm run promote -- ${remote.name} <version>`);
  return changeRegistryFile(registryFile(env), async (registry) => {
    const release = findRelease(registry, remote.name, wanted);
    await checked(remote.name, release, 'promote', env);
    return {
      registry: withPromoted(registry, remote.name, release.id, now),
      result: `${remote.name} ${release.id} is live (${release.url})`,
    };
  });
}

/** `npm run rollback -- gallery` */
export async function rollbackCommand(argv: string[], env: Env, now = new Date()): Promise<string> {
  const remote = remoteNamed(argv[0]);
  return changeRegistryFile(registryFile(env), async (registry) => {
    const change = withRolledBack(registry, remote.name, now);
    await checked(remote.name, change.to, 'roll back to', env);
    return {
      registry: change.registry,
      result: `${remote.name} rolled back from ${change.from} to ${change.to.id} (${change.to.url})`,
    };
  });
}

/** `npm run releases -- gallery`: the published releases with their dates, the live one marked. */
export function releasesCommand(argv: string[], env: Env): string {
  const remote = remoteNamed(argv[0]);
  const registry: RemoteRegistry = readRegistryFile(registryFile(env));
  const rows = releaseRows(registry, remote.name);
  if (rows.length === 0) return `${remote.name} has no published releases yet`;
  return [
    `${remote.name} releases (* live):`,
    ...rows.map(
      (row) =>
        `${row.live ? '*' : ' '} ${row.id.padEnd(28)} published ${row.publishedAt ?? '?'}${
          row.promotedAt ? `  last promoted ${row.promotedAt}` : ''
        }`,
    ),
  ].join('\n');
}

/** `npm run preview-token -- gallery <version or id> [--minutes 60]` */
export function previewTokenCommand(argv: string[], env: Env, now = Date.now()): string {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { minutes: { type: 'string', default: '60' } },
    allowPositionals: true,
    strict: true,
  });
  const remote = remoteNamed(positionals[0]);
  const wanted = positionals[1];
  if (!wanted)
    throw new RegistryChangeError(
      `Name the release: npm run preview-token -- ${remote.name} <version>`,
    );
  const minutes = Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60) {
    throw new RegistryChangeError(
      `--minutes must be a whole number from 1 to 10080, got "${values.minutes}"`,
    );
  }
  const secret = previewSecret(env);
  if (!secret)
    throw new RegistryChangeError(
      "Set PREVIEW_SECRET (the shell server's own) to mint a preview token",
    );
  const release = findRelease(readRegistryFile(registryFile(env)), remote.name, wanted);
  const token = mintPreviewToken(
    { remote: remote.name, id: release.id, expiresAt: now + minutes * 60_000 },
    secret,
  );
  return token;
}
