import { remoteApps, remoteBaseUrl } from '@harmoni/shared/apps';
import type { RemoteRegistry } from './remoteRegistry';
import { releaseHostUrl } from './releaseSettings';

type Env = Record<string, string | undefined>;

/**
 * The hosts releases may be served from: RELEASE_HOSTS (origins, comma-separated), else the
 * release host's (RELEASES_URL) and each remote's own (LESSONS_URL…, localhost by default). A
 * release elsewhere is refused by the release commands and by the shell's server, which would
 * otherwise fetch whatever address a publisher wrote (the enquiry server's, a cloud's metadata).
 */
export function releaseHosts(env: Env): Set<string> {
  const listed = (env.RELEASE_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (listed.length === 0) {
    return new Set(
      [releaseHostUrl(env), ...remoteApps.map((remote) => remoteBaseUrl(remote, env))].map(
        (url) => new URL(url).origin,
      ),
    );
  }
  return new Set(
    listed.map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/') {
        throw new Error(
          `RELEASE_HOSTS lists origins such as https://cdn.example.com, comma-separated; got "${entry}"`,
        );
      }
      return url.origin;
    }),
  );
}

/** Why a release at `url` may not be used, or undefined when its host is a release host. */
export function releaseHostProblem(url: string, hosts: ReadonlySet<string>): string | undefined {
  const origin = URL.canParse(url) ? new URL(url).origin : undefined;
  if (origin && hosts.has(origin)) return undefined;
  return `${origin ?? url} is not a release host (RELEASE_HOSTS: ${[...hosts].join(', ')})`;
}

/**
 * The registry without the releases whose URL is not on a release host, each named in `refuse`:
 * a remote whose live release is refused has none (the browser loads it from its own URL).
 */
export function withReleaseHostsOnly(
  registry: RemoteRegistry,
  hosts: ReadonlySet<string>,
  refuse: (message: string) => void,
): RemoteRegistry {
  const remotes = Object.fromEntries(
    Object.entries(registry.remotes).map(([name, entry]) => {
      const allowed = (what: string, url: string) => {
        const problem = releaseHostProblem(url, hosts);
        if (problem) {
          refuse(`Refused ${name}'s ${what} (${url}) in the registry, left out: ${problem}`);
        }
        return problem === undefined;
      };
      const { live, releases, ...rest } = entry;
      return [
        name,
        {
          ...rest,
          ...(live &&
            allowed(live.id ? `live release ${live.id}` : 'live release', live.url) && { live }),
          ...(releases && {
            releases: Object.fromEntries(
              Object.entries(releases).filter(([id, release]) =>
                allowed(`release ${id}`, release.url),
              ),
            ),
          }),
        },
      ];
    }),
  );
  return { ...registry, remotes };
}
