import { statSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The registry the shell's server reads at runtime: for each remote, the release that is live,
 * where it is served from, and the digests its build recorded (shared/build/releaseFiles.ts).
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
});

const registrySchema = z.object({
  remotes: z.record(z.string(), z.object({ live: release })),
});

export type RemoteRelease = z.infer<typeof release>;
export type RemoteRegistry = z.infer<typeof registrySchema>;

export const emptyRegistry: RemoteRegistry = { remotes: {} };

export function parseRegistry(text: string): RemoteRegistry {
  return registrySchema.parse(JSON.parse(text));
}

/** The live release of a remote, if the registry has one. */
export function liveRelease(registry: RemoteRegistry, name: string): RemoteRelease | undefined {
  return Object.hasOwn(registry.remotes, name) ? registry.remotes[name]?.live : undefined;
}

/** The origins the server may fetch from: those of the live releases. */
export function registryOrigins(registry: RemoteRegistry): Set<string> {
  return new Set(Object.values(registry.remotes).map((entry) => new URL(entry.live.url).origin));
}

/**
 * Reads the registry file, again whenever it changes (checked at most every `checkMs`), so a
 * promote or rollback takes effect within seconds without a restart. A missing or malformed
 * file leaves the last good registry in force (none at first), and says so once.
 */
export function registryReader(
  file: string,
  warn: (message: string) => void,
  { checkMs = 1_000, now = Date.now }: { checkMs?: number; now?: () => number } = {},
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
      current = parseRegistry(readFileSync(file, 'utf8'));
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
