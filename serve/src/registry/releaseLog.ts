import type {
  FileChanges,
  LogEntry,
  RemoteEntry,
  RemoteRegistry,
  RemoteRelease,
} from './remoteRegistry';

/**
 * The release history people read (`npm run releases -- gallery --history`, the status page):
 * each promote, canary step and rollback with who, when, the files it changed and its checks.
 */

/** The release's files that differ from `before`'s, by their recorded digests, sorted. */
export function filesChanged(before: RemoteRelease | undefined, after: RemoteRelease): FileChanges {
  const old = before?.integrity ?? {};
  const now = after.integrity;
  const paths = (record: Record<string, string>) => Object.keys(record).sort();
  return {
    added: paths(now).filter((path) => !Object.hasOwn(old, path)),
    removed: paths(old).filter((path) => !Object.hasOwn(now, path)),
    changed: paths(now).filter((path) => Object.hasOwn(old, path) && old[path] !== now[path]),
  };
}

/** A release's name in the history: its id, or 'local' for a build never published. */
export const releaseLabel = (release: RemoteRelease | undefined) =>
  release ? (release.id ?? 'local') : 'none';

/** The registry with `step` added to the remote's history. */
export function withLogged(
  registry: RemoteRegistry,
  remote: string,
  step: LogEntry,
): RemoteRegistry {
  const entry: RemoteEntry = Object.hasOwn(registry.remotes, remote)
    ? (registry.remotes[remote] ?? {})
    : {};
  return {
    ...registry,
    remotes: { ...registry.remotes, [remote]: { ...entry, log: [...(entry.log ?? []), step] } },
  };
}

/** The remote's history, newest first. */
export function historyOf(registry: RemoteRegistry, remote: string): LogEntry[] {
  const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  return [...(entry?.log ?? [])].reverse();
}

/** Who ran a command: its `--by` name, else the USER (or USERNAME) it ran as. */
export const stepBy = (by: string | undefined, env: Record<string, string | undefined>) =>
  by?.trim() || env.USER || env.USERNAME || 'unknown';

const FILES_NAMED = 6;
const named = (what: string, paths: string[]) =>
  paths.length === 0
    ? []
    : [
        `${paths.length} ${what} (${paths.slice(0, FILES_NAMED).join(', ')}${
          paths.length > FILES_NAMED ? `, and ${paths.length - FILES_NAMED} more` : ''
        })`,
      ];

/** 'no file changed', or '2 changed (…); 1 added (…)' */
export function filesLine(files: FileChanges): string {
  const parts = [
    ...named('changed', files.changed),
    ...named('added', files.added),
    ...named('removed', files.removed),
  ];
  return parts.length === 0 ? 'no file changed' : parts.join('; ');
}

const headline: Record<LogEntry['action'], (step: LogEntry) => string> = {
  promote: (step) => `promoted ${step.id} for everyone`,
  canary: (step) => `canary ${step.id} for ${step.share ?? '?'}% of visitors`,
  'canary-ended': (step) =>
    `canary ${step.id} ${step.reason ? 'rolled back by itself' : 'ended'}, everyone on ${step.from ?? 'live'}`,
  rollback: (step) => `rolled back to ${step.id}`,
};

/** One step as lines: what, who and when, then its files, checks and reason, indented. */
export function stepLines(step: LogEntry): string[] {
  const was = step.action === 'canary-ended' || !step.from ? '' : ` (was ${step.from})`;
  return [
    `${step.at} ${headline[step.action](step)}${was}, by ${step.by}`,
    ...(step.files ? [`    files: ${filesLine(step.files)}`] : []),
    ...(step.checks ? [`    checks: ${step.checks}`] : []),
    ...(step.reason ? [`    why: ${step.reason}`] : []),
  ];
}
