import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { shellOrigins } from '@harmoni/shared/apps';
import Fastify, { type FastifyInstance } from 'fastify';
import { listenUntilClosed, type ListeningServer } from '../listening';
import { serverLogger, type LogStream } from '../logging';
import { metricsPlugin } from '../metrics/metricsPlugin';
import { IMMUTABLE } from '../cacheControl';
import { registerRemoteCors } from '../remoteCors';
import { registerRemoteDocumentHeaders } from '../security/remoteDocumentHeaders';
import { registerPathGuard } from '../security/pathGuard';
import { releaseHostPort } from './releaseSettings';

type Env = Record<string, string | undefined>;

/**
 * The release host: every published release of every remote, side by side, from the release
 * store ('<store>/<remote>/<version>-<hash>/…'). A release never changes once published, so
 * every file is cached for good; a page opened before a promote keeps loading the files of the
 * release it started with.
 */
export function buildReleaseHost({
  root,
  env = process.env,
  logger = false,
  logStream,
}: {
  root: string;
  env?: Env;
  /** `--log`: a line for every request; warnings and errors are written either way */
  logger?: boolean;
  logStream?: LogStream;
}): FastifyInstance {
  const store = resolve(root);
  if (!existsSync(store) || !statSync(store).isDirectory()) {
    throw new Error(
      `No release store at ${store}: publish a release first (npm run release -w mf-gallery)`,
    );
  }
  const app = Fastify({ logger: serverLogger({ perRequest: logger, stream: logStream }) });
  app.register(metricsPlugin, { server: releaseHostApp, env });
  registerPathGuard(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  registerRemoteCors(app, shellOrigins(env));
  registerRemoteDocumentHeaders(app);
  app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  app.register(fastifyStatic, {
    root: store,
    index: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    // a release being published is written under a dot-name first, then renamed into place
    allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', app: 'releases' }),
  );
  return app;
}

/** The release host's name for `harmoni-serve --app`. */
export const releaseHostApp = 'releases';

/** Starts the release host on its port (RELEASES_PORT, 3006 by default; 0 picks a free one). */
export async function startReleaseHost(options: {
  root: string;
  port?: number;
  env?: Env;
  logger?: boolean;
}): Promise<ListeningServer> {
  const env = options.env ?? process.env;
  const app = buildReleaseHost({ root: options.root, env, logger: options.logger });
  return listenUntilClosed(app, options.port ?? releaseHostPort(env));
}
