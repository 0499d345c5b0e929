import { statSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { withReleaseHostsOnly } from './releaseHosts';

/**
 * The registry the shell's server reads at runtime: for each remote, the release that is live,
 * where it is served from, and the digests its build recorded (tooling/src/releases/releaseFiles.ts).
 * It is a plain file here; several shell hosts share it as one object in a store. The server
 * fetches only from the origins it lists, and runs a remote's server view only when the bytes
 * match the digest recorded here.
 */
const release = z.object({
  /** the release's public base URL, ending in '/' */
  url: z.url({ protocol: /^https?$/ }).refine((url) => url.endsWith('/'), 'must end in "/"'),
  version: z.string().optional(),
  /** the server view's path in the release, when it has one */
  serverView: z.string().optional(),
  /** path in the release -> 'sha384-…' */
  integrity: z.record(z.string(), z.string().regex(/^sha(?:256|384|512)-[A-Za-z0-9+/]+=*$/)),
  /** a published release's name in the store: '<version>-<content hash>' */
  id: z.string().optional(),
  /** the browser entry's path in the release, as its manifest names it */
  entry: z.string().optional(),
  /** when the release was published (ISO 8601) */
  publishedAt: z.string().optional(),
});

/** One promotion (or rollback target) of a remote: the release made live, and when. */
const promotion = z.object({
  id: z.string(),
  promotedAt: z.string(),
  /** set when a rollback took this promotion back; the one before it is live again */
  rolledBackAt: z.string().optional(),
  /**
   * what was live before, when that was no published release (the local build `npm run build`
   * records): what rolling this promotion back restores
   */
  replaced: release.optional(),
});

/** Which of a release's files differ from the release live before it (by their recorded digests). */
const fileChanges = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});

/**
 * One step in a remote's release history, for people: a promote, a canary step, a rollback
 * (by hand or by itself), who took it and when, what it changed and what its checks found.
 */
const logEntry = z.object({
  action: z.enum(['promote', 'canary', 'canary-ended', 'rollback']),
  /** the release the step made live (or showed to its share); 'local' for an unpublished build */
  id: z.string(),
  at: z.string(),
  /** the `--by` name, or the USER who ran the command */
  by: z.string(),
  /** the release live before the step */
  from: z.string().optional(),
  files: fileChanges.optional(),
  /** what the checks before the step found, in a line */
  checks: z.string().optional(),
  /** a canary's share of visitors, in percent */
  share: z.number().optional(),
  /** why, when the step says more than its action (an automatic rollback's figures) */
  reason: z.string().optional(),
});

/** A canary: a release live for a share of visitors, by a stable cookie bucket (canaryBuckets.ts). */
const canary = z.object({
  id: z.string(),
  /** percent of visitors, 1-99 */
  share: z.number().int().min(1).max(99),
  startedAt: z.string(),
});

const remoteEntry = z.object({
  /** the release visitors get; absent for a remote published but never promoted */
  live: release.optional(),
  /** every published release the registry knows, by id: what may be promoted or previewed */
  releases: z.record(z.string(), release).optional(),
  /** promotions, oldest first */
  history: z.array(promotion).optional(),
  /** the canary running, if one is */
  canary: canary.optional(),
  /** every promote, canary step and rollback, oldest first: who, when, what changed */
  log: z.array(logEntry).optional(),
});

const registrySchema = z.object({
  remotes: z.record(z.string(), remoteEntry),
});

export type RemoteRelease = z.infer<typeof release>;
export type Promotion = z.infer<typeof promotion>;
export type RemoteEntry = z.infer<typeof remoteEntry>;
export type FileChanges = z.infer<typeof fileChanges>;
export type LogEntry = z.infer<typeof logEntry>;
export type Canary = z.infer<typeof canary>;
export type RemoteRegistry = z.infer<typeof registrySchema>;

export const emptyRegistry: RemoteRegistry = { remotes: {} };

export function parseRegistry(text: string): RemoteRegistry {
  return registrySchema.parse(JSON.parse(text));
}

/** The live release of a remote, if the registry has one. */
export function liveRelease(registry: RemoteRegistry, name: string): RemoteRelease | undefined {
  return Object.hasOwn(registry.remotes, name) ? registry.remotes[name]?.live : undefined;
}

/**
 * Reads the registry file, again whenever it changes (checked at most every `checkMs`), so a
 * promote or rollback takes effect within seconds without a restart. A missing or malformed
 * file leaves the last good registry in force (none at first), and says so once. A release
 * whose URL is not on one of `releaseHosts` is left out, and said (releaseHosts.ts).
 */
export function registryReader(
  file: string,
  warn: (message: string) => void,
  {
    releaseHosts,
    checkMs = 1_000,
    now = Date.now,
  }: { releaseHosts: ReadonlySet<string>; checkMs?: number; now?: () => number },
): () => RemoteRegistry {
  let current = emptyRegistry;
  let seen: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let complaint: string | undefined;
  const complain = (message: string) => {
    if (message !== complaint) warn(message);
    complaint = message;
  };
  return () => {
    if (now() - checkedAt < checkMs) return current;
    checkedAt = now();
    try {
      const changed = statSync(file).mtimeMs;
      if (changed === seen) return current;
      current = withReleaseHostsOnly(parseRegistry(readFileSync(file, 'utf8')), releaseHosts, warn);
      seen = changed;
      complaint = undefined;
    } catch (error) {
      complain(
        `The remote registry ${file} could not be read, the last good one stays in force: ${String(error)}`,
      );
    }
    return current;
  };
}
