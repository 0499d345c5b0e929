/**
 * The release commands (npm run release / promote / rollback / releases / preview-token): each
 * takes its arguments and environment and answers what it prints, or throws a clear error with
 * the registry left as it was.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  remoteApps,
  remoteByWorkspace,
  siteUrl,
  type RemoteDefinition,
} from '@harmoni/shared/apps';
import {
  canaryShare,
  changeRegistryFile,
  filesChanged,
  findRelease,
  historyOf,
  liveRelease,
  mintPreviewToken,
  previewSecret,
  readRegistryFile,
  RegistryChangeError,
  releaseHostProblem,
  releaseHostUrl,
  releaseHosts,
  releaseLabel,
  releaseProblems,
  releaseRows,
  releaseUrl,
  stepBy,
  stepLines,
  withCanary,
  withLogged,
  withoutCanary,
  withPromoted,
  withPublished,
  withRolledBack,
  type ContentCheck,
  type RemoteRegistry,
  type RemoteRelease,
} from '@harmoni/serve/registry';
import { liveReleasesOf, runIntegrationGate } from './gate/integrationGate';
export { shellPreviewWarning } from './gate/shellPreviews';
import { publishRelease } from './releaseStore';
import { releaseSteps, type ReleaseSteps } from './releaseSteps';

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

/** The remote whose workspace `dir` is: by its package's name (a copy of it may sit anywhere). */
function remoteOfWorkspace(dir: string): RemoteDefinition {
  let name = dir.split(/[\\/]/).at(-1) ?? '';
  try {
    name =
      (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name ??
      name;
  } catch {
    // no package.json: the folder's name is all there is
  }
  const remote = remoteByWorkspace(name);
  if (!remote) {
    throw new RegistryChangeError(
      `Run it for a remote: npm run release -w mf-gallery (not from ${dir})`,
    );
  }
  return remote;
}

/** Refuses content the remote's own check finds wrong, naming each problem. */
async function contentChecked(steps: ReleaseSteps, workspaceDir: string, root: string) {
  const problems = await steps.checkContent(workspaceDir, { root });
  if (problems.length > 0) {
    throw new RegistryChangeError(
      `Refused to release: its content has problems (npm run content:check):\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
  }
}

/**
 * `npm run release -w mf-gallery [-- --version 2.0.0] [--dist folder]`: checks the remote's
 * content, builds it into a folder of the release's own (never its dist/, which the live
 * remote may be served from) and publishes that. `--dist` publishes a finished build as it is.
 */
export async function releaseCommand(
  argv: string[],
  env: Env,
  {
    workspaceDir = process.cwd(),
    now = new Date(),
    steps = releaseSteps,
  }: { workspaceDir?: string; now?: Date; steps?: ReleaseSteps } = {},
): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { version: { type: 'string' }, dist: { type: 'string' } },
    strict: true,
  });
  const remote = remoteOfWorkspace(workspaceDir);
  const version = values.version ?? env.npm_package_version;
  if (!version) throw new RegistryChangeError('Give the release a version: -- --version 2.0.0');
  refuseUnlistedHost(`publish ${remote.name} at ${releaseHostUrl(env)}`, releaseHostUrl(env), env);
  if (values.dist !== undefined) {
    const distDir = resolve(workspaceDir, values.dist);
    await contentChecked(steps, workspaceDir, distDir);
    return published(remote, version, distDir, env, now);
  }
  await contentChecked(steps, workspaceDir, join(workspaceDir, 'public'));
  const buildDir = mkdtempSync(join(tmpdir(), `harmoni-release-${remote.name}-`));
  try {
    await steps.build(workspaceDir, buildDir);
    return await published(remote, version, buildDir, env, now);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

/** Copies a finished build into the store and records it in the registry, unpromoted. */
async function published(
  remote: RemoteDefinition,
  version: string,
  distDir: string,
  env: Env,
  now: Date,
): Promise<string> {
  const publishing = publishRelease({
    distDir,
    storeRoot: releaseStoreRoot(env),
    remote: remote.name,
    version,
    now,
  });
  const { release } = publishing;
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
      `${publishing.alreadyPublished ? 'Already published' : 'Published'} ${remote.name} ${release.id}`,
      `  files: ${publishing.folder}`,
      `  url:   ${recorded.url}`,
      `Preview it: npm run preview-token -- ${remote.name} ${release.id}`,
      `Make it live: npm run promote -- ${remote.name} ${release.id}`,
    ].join('\n'),
  }));
}

/** 'gallery 2.0.0-abc', or 'gallery (the local build at http://localhost:3002/)' */
const releaseName = (remote: string, release: RemoteRelease) =>
  release.id === undefined ? `${remote} (the build at ${release.url})` : `${remote} ${release.id}`;

/**
 * Refuses a release URL on a host that is not a release host (RELEASE_HOSTS): the shell's
 * server would fetch it, and so would this command's checks.
 */
function refuseUnlistedHost(what: string, url: string, env: Env): void {
  const problem = releaseHostProblem(url, releaseHosts(env));
  if (problem) throw new RegistryChangeError(`Refused to ${what}: ${problem}; nothing was changed`);
}

/**
 * Refuses a release that is not served as recorded, naming every problem; answers what the
 * checks found, for the history.
 */
async function checked(
  remote: string,
  release: RemoteRelease,
  what: string,
  env: Env,
  { checkContent, hint }: { checkContent?: ContentCheck; hint?: string } = {},
): Promise<string> {
  refuseUnlistedHost(`${what} ${releaseName(remote, release)} (${release.url})`, release.url, env);
  const problems = await releaseProblems(remote, release, { checkContent });
  if (problems.length > 0) {
    throw new RegistryChangeError(
      `Refused to ${what} ${releaseName(remote, release)}; the live site is unchanged:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}${hint ? `\n${hint}` : ''}`,
    );
  }
  const files = Object.keys(release.integrity).length;
  return `passed: ${files} files served as recorded, on a release host, the modules the shell loads exposed${
    checkContent ? ', content checked as served' : ''
  }`;
}

/** How a step's checks begin when its promote skipped the integration gate. */
const SKIPPED = 'skipped';

/** Where a gate's screenshots and report go: RELEASE_CHECKS, else a folder the release host never serves. */
export const checksFolder = (env: Env, remote: string, id: string, now: Date) =>
  join(
    env.RELEASE_CHECKS?.trim() || join(releaseStoreRoot(env), '.checks'),
    `${remote}-${id}-${now.toISOString().replace(/[:.]/g, '-')}`,
  );

/**
 * `npm run promote -- gallery <version or id> [--canary <percent>] [--by <name>] [--skip-checks]`:
 * runs the integration gate (gate/integrationGate.ts) against the live site before anything
 * else, without holding the registry's lock; then, under the lock, checks the release as served,
 * its content files too (with the remote's own `content:check`, in its workspace under
 * `workspaceRoot`), refuses if the live releases changed while the gate ran, and makes it live:
 * for everyone (which finishes a canary), or with `--canary` for that share of visitors (a
 * second `--canary` changes the share). `--skip-checks` promotes without the gate, and the
 * history says so.
 */
export async function promoteCommand(
  argv: string[],
  env: Env,
  {
    now = new Date(),
    steps = releaseSteps,
    workspaceRoot = process.cwd(),
    gate = runIntegrationGate,
    log = (line: string) => console.error(line),
  }: {
    now?: Date;
    steps?: ReleaseSteps;
    workspaceRoot?: string;
    gate?: typeof runIntegrationGate;
    /** progress, while the gate runs */
    log?: (line: string) => void;
  } = {},
): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      by: { type: 'string' },
      canary: { type: 'string' },
      'skip-checks': { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const [name, wanted] = positionals;
  const remote = remoteNamed(name);
  const by = stepBy(values.by, env);
  const share = values.canary === undefined ? undefined : canaryShare(values.canary);
  if (!wanted)
    throw new RegistryChangeError(`Name the release: npm run promote -- ${remote.name} <version>`);
  const skipped = values['skip-checks'];
  const gated = skipped ? undefined : await gateFirst(remote.name, wanted, env, now, gate, log);
  const checkContent: ContentCheck = (_remote, url) =>
    steps.checkContent(join(workspaceRoot, remote.workspace), { url });
  return changeRegistryFile(registryFile(env), async (registry) => {
    const release = findRelease(registry, remote.name, wanted);
    if (gated && (gated.id !== release.id || liveReleasesOf(registry) !== gated.live)) {
      throw new RegistryChangeError(
        `Refused to promote ${remote.name} ${release.id}: the live releases changed while the integration gate ran (it checked against: ${gated.live}; now: ${liveReleasesOf(registry)}). Promote again to check it against them; the live site is as the other change left it`,
      );
    }
    const served = await checked(remote.name, release, 'promote', env, { checkContent });
    const checks = gated
      ? `${served}; ${gated.line}`
      : `${SKIPPED} (--skip-checks, by ${by}): the integration gate did not run; ${served}`;
    const before = liveRelease(registry, remote.name);
    const step = {
      action: share === undefined ? ('promote' as const) : ('canary' as const),
      id: release.id,
      at: now.toISOString(),
      by,
      from: releaseLabel(before),
      files: filesChanged(before, release),
      checks,
      ...(share !== undefined && { share }),
    };
    const gateSaid = gated ? gated.line : 'integration gate skipped (--skip-checks)';
    if (share !== undefined) {
      return {
        registry: withLogged(
          withCanary(registry, remote.name, release.id, share, now),
          remote.name,
          step,
        ),
        result: [
          gateSaid,
          `${remote.name} ${release.id} is live for ${share}% of visitors (a canary); everyone else keeps ${releaseLabel(before)}`,
          `For everyone: npm run promote -- ${remote.name} ${release.id}; to end it: npm run rollback -- ${remote.name}`,
        ].join('\n'),
      };
    }
    return {
      registry: withLogged(withPromoted(registry, remote.name, release.id, now), remote.name, step),
      result: [gateSaid, `${remote.name} ${release.id} is live (${release.url})`].join('\n'),
    };
  });
}

/**
 * The integration gate, before the registry's lock is taken (it takes a minute or two): refuses
 * with its report when a check fails; answers what it checked against and its line for the history.
 */
async function gateFirst(
  remote: string,
  wanted: string,
  env: Env,
  now: Date,
  gate: typeof runIntegrationGate,
  log: (line: string) => void,
): Promise<{ id: string; live: string; line: string }> {
  const registry = readRegistryFile(registryFile(env));
  const release = findRelease(registry, remote, wanted);
  // a release on another host is refused before the gate's pages have the shell ask it anything
  refuseUnlistedHost(`promote ${releaseName(remote, release)} (${release.url})`, release.url, env);
  log(`Running the integration gate for ${remote} ${release.id} against ${siteUrl(env)}…`);
  const outcome = await gate({
    remote,
    release,
    registry,
    env,
    folder: checksFolder(env, remote, release.id, now),
  });
  if (outcome.report) throw new RegistryChangeError(outcome.report);
  return { id: release.id, live: liveReleasesOf(registry), line: outcome.line };
}

/**
 * `npm run rollback -- gallery`: ends a running canary (everyone keeps the live release), else
 * the release live before the last promote is live again. Before
 * the first promote that was the local build: `localBuild` gives it as it is now (its digests
 * read again, the build may have been redone since), where it is served as recorded.
 */
export async function rollbackCommand(
  argv: string[],
  env: Env,
  {
    now = new Date(),
    localBuild = () => undefined,
  }: { now?: Date; localBuild?: (remote: string) => RemoteRelease | undefined } = {},
): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { by: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const remote = remoteNamed(positionals[0]);
  const by = stepBy(values.by, env);
  return changeRegistryFile(registryFile(env), async (registry) => {
    const canary = registry.remotes[remote.name]?.canary;
    if (canary) {
      const live = releaseLabel(liveRelease(registry, remote.name));
      const step = {
        action: 'canary-ended' as const,
        id: canary.id,
        at: now.toISOString(),
        by,
        from: live,
        share: canary.share,
      };
      return {
        registry: withLogged(withoutCanary(registry, remote.name), remote.name, step),
        result: `${remote.name} canary ${canary.id} (${canary.share}% of visitors) ended; everyone gets ${live}`,
      };
    }
    const change = withRolledBack(registry, remote.name, now);
    const build = change.to.id === undefined ? localBuild(remote.name) : undefined;
    const to = build?.url === change.to.url ? build : change.to;
    const checks = await checked(remote.name, to, 'roll back to', env, {
      hint:
        to.id === undefined
          ? `Serve that build (npm start, or npm run start -w ${remote.workspace}) and roll back again`
          : undefined,
    });
    const entry = change.registry.remotes[remote.name];
    const where = to.id === undefined ? `the local build (${to.url})` : `${to.id} (${to.url})`;
    const step = {
      action: 'rollback' as const,
      id: releaseLabel(to),
      at: now.toISOString(),
      by,
      from: change.from,
      files: filesChanged(liveRelease(registry, remote.name), to),
      checks,
    };
    return {
      registry: withLogged(
        {
          ...change.registry,
          remotes: { ...change.registry.remotes, [remote.name]: { ...entry, live: to } },
        },
        remote.name,
        step,
      ),
      result: `${remote.name} rolled back from ${change.from} to ${where}`,
    };
  });
}

/**
 * `npm run releases -- gallery`: the published releases with their dates, the live one marked.
 * `--history`: every promote, canary step and rollback, newest first.
 */
export function releasesCommand(argv: string[], env: Env): string {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { history: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  const remote = remoteNamed(positionals[0]);
  const registry: RemoteRegistry = readRegistryFile(registryFile(env));
  if (values.history) {
    const steps = historyOf(registry, remote.name);
    if (steps.length === 0) return `${remote.name} has no promotes or rollbacks recorded yet`;
    return [`${remote.name} history (newest first):`, ...steps.flatMap(stepLines)].join('\n');
  }
  const rows = releaseRows(registry, remote.name);
  const live = liveRelease(registry, remote.name);
  const canary = registry.remotes[remote.name]?.canary;
  // a build live without being published: the local one `npm run build` records
  const unpublished =
    live && live.id === undefined ? `* the build at ${live.url} (not published)` : undefined;
  if (rows.length === 0) {
    return [`${remote.name} has no published releases yet`, unpublished ?? []].flat().join('\n');
  }
  return [
    `${remote.name} releases (* live):`,
    ...(unpublished ? [unpublished] : []),
    ...rows.map(
      (row) =>
        `${row.live ? '*' : ' '} ${row.id.padEnd(28)} published ${row.publishedAt ?? '?'}${
          row.promotedAt ? `  last promoted ${row.promotedAt}` : ''
        }${
          canary?.id === row.id
            ? `  canary: ${canary.share}% of visitors since ${canary.startedAt}`
            : ''
        }${skippedChecksNote(registry, remote.name, row.id)}`,
    ),
  ].join('\n');
}

/**
 * '  checks skipped (--skip-checks, by Mei)' when the release's last promote or canary step ran
 * without the integration gate; nothing otherwise.
 */
export function skippedChecksNote(registry: RemoteRegistry, remote: string, id: string): string {
  const step = historyOf(registry, remote).find(
    (candidate) =>
      candidate.id === id && (candidate.action === 'promote' || candidate.action === 'canary'),
  );
  return step?.checks?.startsWith(SKIPPED) ? `  checks skipped (--skip-checks, by ${step.by})` : '';
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
