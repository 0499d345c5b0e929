import { remoteManifestUrls } from '@harmoni/shared/apps';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NO_CACHE } from './cacheControl';
import type { PageReleases } from './registry/registryForRequest';

type Env = Record<string, string | undefined>;

/**
 * The shell's remote discovery file: the registry's live releases (or this browser's preview)
 * when a registry is given, else built from the environment so remotes can move.
 */
export function registerRemotesJson(
  app: FastifyInstance,
  env: Env,
  releasesFor?: (request: FastifyRequest) => PageReleases,
): void {
  const configured = remoteManifestUrls(env);
  app.get('/remotes.json', async (request, reply) => {
    const body = releasesFor ? releasesFor(request).remoteList : configured;
    return reply.header('cache-control', NO_CACHE).send(body);
  });
}
