import { remoteManifestUrls } from '@harmoni/shared/apps';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from './cacheControl';

type Env = Record<string, string | undefined>;

/** The shell's remote discovery file, built from the environment so remotes can move. */
export function registerRemotesJson(app: FastifyInstance, env: Env): void {
  const body = remoteManifestUrls(env);
  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('cache-control', NO_CACHE).send(body);
  });
}
