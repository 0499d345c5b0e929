import fastifyRateLimit from '@fastify/rate-limit';
import { remoteApps, remoteManifestUrls } from '@harmoni/shared/apps';
import {
  beaconBodyLimit,
  failuresPerBeacon,
  realUserBeaconPath,
  remoteFailureKinds,
  type RemoteFailureKind,
} from '@harmoni/shared/realUserBeacon';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import type { ReleaseFigureStore } from '../status/releaseFigures';
import {
  realUserBeacons,
  realUserCls,
  realUserFailedViews,
  realUserFailures,
  realUserInp,
  realUserLcp,
  realUserPageViews,
} from './realUserMetrics';

type Env = Record<string, string | undefined>;

const remoteName = z.enum(remoteApps.map((remote) => remote.name));
const ms = z.number().min(0).max(600_000);

/** A beacon as the shell's browser code sends it (shared/src/vitals), values bounded. */
const beaconSchema = z.strictObject({
  releases: z.partialRecord(remoteName, z.string().max(500)),
  drew: z.array(remoteName).max(remoteApps.length),
  vitals: z.strictObject({
    LCP: ms.optional(),
    INP: ms.optional(),
    CLS: z.number().min(0).max(100).optional(),
  }),
  failures: z
    .array(z.strictObject({ remote: remoteName, kind: z.enum(remoteFailureKinds) }))
    .max(failuresPerBeacon),
  again: z.boolean().optional(),
});

/** How many beacons one address may send a minute: a few pages' worth, never a flood. */
export const beaconsPerMinute = 30;

/**
 * The release a page loaded a remote from: the registry release (live or published, as a
 * preview shows) whose manifest is that URL, or `local` for the remote's configured build.
 * Anything else is not a release the registry knows.
 */
export function releaseOfManifest(
  registry: RemoteRegistry,
  env: Env,
  remote: string,
  manifestUrl: string,
): string | undefined {
  const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  const known = [
    ...(entry?.live ? [[entry.live.id ?? 'local', entry.live] as const] : []),
    ...Object.entries(entry?.releases ?? {}),
  ];
  for (const [id, release] of known) {
    try {
      if (new URL('mf-manifest.json', release.url).href === manifestUrl) return id;
    } catch {
      // the registry's schema admits only URLs: nothing to match here
    }
  }
  const configured = remoteManifestUrls(env) as Record<string, string>;
  return Object.hasOwn(configured, remote) && configured[remote] === manifestUrl
    ? 'local'
    : undefined;
}

/**
 * The real-user beacon (`POST /_vitals`): each page load's LCP, INP, CLS and remote failures,
 * counted into /metrics and the status page's figures by remote and release. Bounded against a
 * client that lies: a small body, a rate limit per address, every value in range, at most one
 * page view and a few failures per beacon, and release labels only of releases the registry
 * knows, so no one can make up releases or flood another release's figures.
 */
export function registerRealUserBeacon(
  app: FastifyInstance,
  options: {
    registry: () => RemoteRegistry;
    env: Env;
    figures: ReleaseFigureStore;
  },
): void {
  const { figures } = options;
  app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      onExceeded: () => realUserBeacons.inc({ outcome: 'rate-limited' }),
    });
    scope.post(
      realUserBeaconPath,
      {
        bodyLimit: beaconBodyLimit,
        config: { rateLimit: { max: beaconsPerMinute, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const parsed = beaconSchema.safeParse(request.body);
        if (!parsed.success) {
          realUserBeacons.inc({ outcome: 'invalid' });
          return reply
            .code(400)
            .send({ error: 'not a beacon', issues: parsed.error.issues.length });
        }
        const beacon = parsed.data;
        const registry = options.registry();
        const releases = new Map<string, string>();
        for (const [remote, manifestUrl] of Object.entries(beacon.releases)) {
          const release = releaseOfManifest(registry, options.env, remote, manifestUrl);
          if (release === undefined) {
            realUserBeacons.inc({ outcome: 'unknown-release' });
            return reply.code(400).send({ error: `not a release of ${remote} the registry knows` });
          }
          releases.set(remote, release);
        }
        const named = [...beacon.drew, ...beacon.failures.map((failure) => failure.remote)];
        if (named.some((remote) => !releases.has(remote))) {
          realUserBeacons.inc({ outcome: 'invalid' });
          return reply.code(400).send({ error: 'names a remote the page did not load' });
        }
        realUserBeacons.inc({ outcome: 'counted' });

        if (!beacon.again) {
          for (const [remote, release] of releases) {
            realUserPageViews.inc({ remote, release });
            figures.pageView(remote, release);
          }
        }
        const failed = new Map<string, Set<RemoteFailureKind>>();
        for (const { remote, kind } of beacon.failures) {
          failed.set(remote, (failed.get(remote) ?? new Set()).add(kind));
        }
        for (const [remote, kinds] of failed) {
          const release = releases.get(remote) ?? 'local';
          realUserFailedViews.inc({ remote, release });
          for (const kind of kinds) realUserFailures.inc({ remote, release, kind });
          figures.failed(remote, release, [...kinds]);
        }
        const { LCP, INP, CLS } = beacon.vitals;
        for (const remote of new Set(beacon.drew)) {
          const labels = { remote, release: releases.get(remote) ?? 'local' };
          if (LCP !== undefined) {
            realUserLcp.observe(labels, LCP / 1000);
            figures.vital(labels.remote, labels.release, 'LCP', LCP);
          }
          if (INP !== undefined) {
            realUserInp.observe(labels, INP / 1000);
            figures.vital(labels.remote, labels.release, 'INP', INP);
          }
          if (CLS !== undefined) {
            realUserCls.observe(labels, CLS);
            figures.vital(labels.remote, labels.release, 'CLS', CLS);
          }
        }
        return reply.code(204).send();
      },
    );
  });
}
