import type { Promotion, RemoteEntry, RemoteRegistry, RemoteRelease } from './remoteRegistry';

/**
 * The registry's changes as pure functions (registryFile.ts writes them): record a published
 * release, promote one, roll back to the one live before. Each answers a new registry and
 * leaves the given one as it was, so a refused change loses nothing.
 */
export class RegistryChangeError extends Error {
  override name = 'RegistryChangeError';
}

const entryOf = (registry: RemoteRegistry, remote: string): RemoteEntry =>
  Object.hasOwn(registry.remotes, remote) ? (registry.remotes[remote] ?? {}) : {};

const withEntry = (registry: RemoteRegistry, remote: string, entry: RemoteEntry) => ({
  ...registry,
  remotes: { ...registry.remotes, [remote]: entry },
});

const sameRelease = (a: RemoteRelease, b: RemoteRelease) =>
  a.url === b.url &&
  a.serverView === b.serverView &&
  JSON.stringify(Object.entries(a.integrity).sort()) ===
    JSON.stringify(Object.entries(b.integrity).sort());

/** Records a published release, so it may be previewed and promoted. Idempotent. */
export function withPublished(
  registry: RemoteRegistry,
  remote: string,
  release: RemoteRelease & { id: string },
): RemoteRegistry {
  const entry = entryOf(registry, remote);
  const known = entry.releases?.[release.id];
  if (known && !sameRelease(known, release)) {
    throw new RegistryChangeError(
      `${remote} ${release.id} is already recorded with other files or another URL; a release is never replaced`,
    );
  }
  if (known) return registry;
  return withEntry(registry, remote, {
    ...entry,
    releases: { ...entry.releases, [release.id]: release },
  });
}

/** A published release by its id, or by its version when only one release has that version. */
export function findRelease(
  registry: RemoteRegistry,
  remote: string,
  wanted: string,
): RemoteRelease & { id: string } {
  const releases = Object.entries(entryOf(registry, remote).releases ?? {}).map(
    ([id, release]) => ({
      ...release,
      id,
    }),
  );
  const exact = releases.find((release) => release.id === wanted);
  if (exact) return exact;
  const byVersion = releases.filter((release) => release.version === wanted);
  if (byVersion.length === 1 && byVersion[0]) return byVersion[0];
  const known = releases.map((release) => release.id).join(', ') || 'none';
  if (byVersion.length > 1) {
    throw new RegistryChangeError(
      `${remote} has several releases of version ${wanted}: ${byVersion.map((release) => release.id).join(', ')}; name one by its id`,
    );
  }
  throw new RegistryChangeError(
    `${remote} has no published release "${wanted}" in the registry (published: ${known}); run \`npm run release -w <its workspace>\` first`,
  );
}

/** The promotions still standing (not rolled back), oldest first; the last is live. */
const standing = (entry: RemoteEntry): Promotion[] =>
  (entry.history ?? []).filter((promotion) => promotion.rolledBackAt === undefined);

/** Makes a published release live for everyone (finishing any canary), and records when. */
export function withPromoted(
  registry: RemoteRegistry,
  remote: string,
  id: string,
  at: Date,
): RemoteRegistry {
  const release = findRelease(registry, remote, id);
  const entry = entryOf(registry, remote);
  const before = entry.live;
  const promotion: Promotion = {
    id: release.id,
    promotedAt: at.toISOString(),
    // a build live without being published (the local one) is nowhere else to go back to
    ...(before && before.id === undefined && { replaced: before }),
  };
  return withEntry(registry, remote, {
    ...entry,
    live: release,
    history: [...(entry.history ?? []), promotion],
    canary: undefined,
  });
}

/**
 * Takes back the live release's promotion: the release live before it is live again (for the
 * first promotion, the build it replaced, when that was no published release: the local
 * build). A second rollback goes one further back.
 */
export function withRolledBack(
  registry: RemoteRegistry,
  remote: string,
  at: Date,
): { registry: RemoteRegistry; from: string; to: RemoteRelease } {
  const entry = entryOf(registry, remote);
  const promotions = standing(entry);
  const current = promotions.at(-1);
  const previous = promotions.at(-2);
  if (!current) {
    const live = entry.live ? `its live release is the build at ${entry.live.url}` : 'none is live';
    throw new RegistryChangeError(
      `${remote} has no promoted release to roll back (${live}); npm run promote -- ${remote} <version> makes one live`,
    );
  }
  const to = previous ? findRelease(registry, remote, previous.id) : current.replaced;
  if (!to) {
    throw new RegistryChangeError(
      `${remote} ${current.id} is the first release promoted, and the registry records nothing live before it. Promote the release you want live (npm run promote -- ${remote} <version>); on one machine, to serve the local build again, delete the "live" and "history" of ${remote} in the registry file and run npm run build (or npm start)`,
    );
  }
  const history = (entry.history ?? []).map((promotion) =>
    promotion === current ? { ...promotion, rolledBackAt: at.toISOString() } : promotion,
  );
  return {
    registry: withEntry(registry, remote, { ...entry, live: to, history }),
    from: current.id,
    to,
  };
}

export interface ReleaseRow {
  id: string;
  version?: string;
  publishedAt?: string;
  /** when it was last made live */
  promotedAt?: string;
  live: boolean;
}

/** The remote's published releases, oldest first, the live one marked. */
export function releaseRows(registry: RemoteRegistry, remote: string): ReleaseRow[] {
  const entry = entryOf(registry, remote);
  const liveId = entry.live?.id;
  return Object.entries(entry.releases ?? {})
    .map(([id, release]) => ({
      id,
      version: release.version,
      publishedAt: release.publishedAt,
      promotedAt: (entry.history ?? []).filter((promotion) => promotion.id === id).at(-1)
        ?.promotedAt,
      live: id === liveId,
    }))
    .sort((a, b) => (a.publishedAt ?? '').localeCompare(b.publishedAt ?? ''));
}
