import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appByWorkspace, portOf, shellApp, shellOrigins } from '@harmoni/shared/apps';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiProxy } from './apiProxy';
import { serverLogger, type LogStream } from './logging';
import { metricsPlugin } from './metrics/metricsPlugin';
import { pageRouteOf } from './metrics/pageRoute';
import { observers } from './metrics/observers';
import { watchedRegistry } from './metrics/registryMetrics';
import { renderMetricsObserver } from './metrics/renderMetrics';
import { pageServerTiming } from './metrics/serverTiming';
import { registerRealUserBeacon } from './metrics/realUserBeacon';
import { partHealth } from './status/partHealth';
import { registerStatus } from './status/registerStatus';
import { canaryPolicyOf, canaryWatch } from './status/canaryWatch';
import { releaseFigureStore } from './status/releaseFigures';
import { serverRenderFigures } from './status/serverRenderFigures';
import './status/index';
import { listenUntilClosed, type ListeningServer } from './listening';
import { loadPageTemplate } from './pages/pageTemplate';
import { readStartupDigests, readStartupFiles } from './preload/shellStartup';
import { inlineStyleTag, readShellStyles } from './preload/shellStyles';
import { registerPages } from './pages/registerPages';
import { shellRendering } from './render/shellRenderer';
import { shellViewFolder } from '@harmoni/shared/buildOutput';
import {
  registerSecurityHeaders,
  shellContentSecurityPolicy,
} from './security/registerSecurityHeaders';
import { cspHeader, withNonces } from './security/contentSecurityPolicy';
import { registerRemoteDocumentHeaders } from './security/remoteDocumentHeaders';
import { registerSubresourceHeaders } from './security/subresourceHeaders';
import { registerPathGuard } from './security/pathGuard';
import { registerRemoteCors } from './remoteCors';
import { registerReleases } from './registry/previewRequests';
import { registryFileFor } from './registry/registryFile';
import { releaseHosts } from './registry/releaseHosts';
import { registryReader } from './registry/remoteRegistry';
import { registerRemotesJson } from './remotesJson';
import { registerSpaFallback } from './spaFallback';
import { registerStaticFiles } from './staticFiles';

export interface AppServerOptions {
  /** npm workspace of the app: 'shell', 'mf-lessons', ... */
  workspace: string;
  /** folder holding the app's build output (index.html, static/, ...) */
  root: string;
  /** defaults to the app's port from the environment; 0 picks a free one */
  port?: number;
  /** defaults to every interface ('::', or '0.0.0.0' without IPv6) */
  host?: string;
  env?: Record<string, string | undefined>;
  /** `--log`: a line for every request; warnings and errors are written either way */
  logger?: boolean;
  /** where the log lines go; stdout unless given */
  logStream?: LogStream;
}

export type AppServerHandle = ListeningServer;

/** The Fastify app for one deployable, not listening yet (for `inject` or a custom `listen`). */
export function buildAppServer(options: AppServerOptions): FastifyInstance {
  const { workspace, env = process.env, logger = false } = options;
  appByWorkspace(workspace); // unknown workspace: fail before touching the disk
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `No build of "${workspace}" found: ${root} has no index.html. ` +
        `Run \`npm run build -w ${workspace}\` first.`,
    );
  }

  const app = Fastify({ logger: serverLogger({ perRequest: logger, stream: options.logStream }) });
  const isShell = workspace === shellApp.workspace;
  app.register(metricsPlugin, {
    server: workspace,
    env,
    routeOf: isShell ? pageRouteOf : undefined,
  });
  registerPathGuard(app);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  let rendering: ReturnType<typeof shellRendering>;
  let releases: ReturnType<typeof registerReleases> | undefined;
  if (isShell) {
    // One registry for the render and the browser, re-read as promotes and rollbacks land.
    const watched = watchedRegistry(
      registryReader(
        registryFileFor(root, env),
        (message) => {
          watched.failed();
          app.log.warn(message);
        },
        { releaseHosts: releaseHosts(env) },
      ),
    );
    const registry = watched.read;
    // What each page's render did: counted (/metrics), told in its Server-Timing header and
    // kept for the status page; visitors' real-user figures by release, for the status page too.
    const health = partHealth();
    const figures = releaseFigureStore();
    app.decorate('releaseFigures', figures);
    const observe = observers(
      [
        renderMetricsObserver(),
        pageServerTiming(app).observe,
        health.observe,
        serverRenderFigures(figures),
      ],
      (message) => app.log.error(message),
    );
    registerRealUserBeacon(app, { registry, env, figures });
    const policy = canaryPolicyOf(env, (message) => app.log.warn(message));
    registerStatus(app, { env, registry, figures, health, policy });
    watchCanaries(app, env, { file: registryFileFor(root, env), registry, figures, policy });
    releases = registerReleases(app, { registry, env, warn: (message) => app.log.warn(message) });
    // Read once at start: every page is this document with its own head.
    const template = loadPageTemplate(join(root, 'index.html'));
    const startupFiles = readStartupFiles(root);
    const shellStyles = readShellStyles(root, startupFiles);
    // The policy admits every inline style a page may carry: the template's and the shell's.
    const policyHtml = [template.html, ...shellStyles.map(inlineStyleTag)].join('\n');
    registerSecurityHeaders(app, env, policyHtml);
    registerSubresourceHeaders(app);
    // '/' is a page like the others, not the file as built; so is the built index.html never
    // served as it is (its scripts have no nonce: under the policy they would not run).
    // The server view ships in the build (ssr/) but is the server's own: never served.
    registerStaticFiles(app, root, { index: false, hidden: [shellViewFolder, 'index.html'] });
    const shellRender = shellRendering({
      root,
      env,
      registry,
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
      observe,
    });
    if (shellRender) app.addHook('onClose', async () => shellRender.close());
    rendering = shellRender;
    registerPages(app, {
      template,
      env,
      startupFiles,
      startupDigests: readStartupDigests(root, startupFiles),
      rendering: shellRender,
      mayFetch: shellRender?.mayFetch,
      shellStyles,
      // A page that carries its drawn parts' styles inline admits those too.
      policyWithStyles: (styleTags, nonces) => {
        const policy = shellContentSecurityPolicy(env, `${policyHtml}\n${styleTags}`);
        return cspHeader(nonces ? withNonces(policy, nonces) : policy);
      },
      releasesFor: releases.releasesFor,
    });
  } else {
    registerRemoteCors(app, shellOrigins(env));
    registerRemoteDocumentHeaders(app);
    registerStaticFiles(app, root);
    registerSpaFallback(app);
  }

  // Not ready until the shell can draw pages: a balancer (or a test) sends visitors only then.
  // Isolation does not change the code: without it the site still serves (the browser draws
  // the remotes' parts); the body says so, for monitoring.
  app.get('/healthz', async (_request, reply) => {
    const starting = rendering && !rendering.settled();
    return reply
      .code(starting ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({
        status: starting ? 'starting' : 'ok',
        app: workspace,
        ...(rendering && { isolation: rendering.isolation() }),
      });
  });
  if (isShell) {
    registerRemotesJson(app, env, releases?.releasesFor);
    registerApiProxy(app, env);
  }
  return app;
}

export async function startAppServer(options: AppServerOptions): Promise<AppServerHandle> {
  const env = options.env ?? process.env;
  const app = buildAppServer({ ...options, env });
  const wanted = options.port ?? portOf(appByWorkspace(options.workspace), env);
  return listenUntilClosed(app, wanted, options.host);
}

/** How often the shell compares its canaries with their live releases. */
const CANARY_CHECK_MS = 10_000;

/**
 * Rolls back a canary that does worse than its live release, by itself (canaryWatch.ts), every
 * CANARY_CHECK_MS; the check is `app.checkCanaries` too. CANARY_ROLLBACK=off leaves it to the
 * team, and says so at start.
 */
function watchCanaries(
  app: FastifyInstance,
  env: Record<string, string | undefined>,
  options: Omit<Parameters<typeof canaryWatch>[0], 'warn'>,
): void {
  if (env.CANARY_ROLLBACK === 'off') {
    app.log.warn('CANARY_ROLLBACK=off: a canary that does worse is not rolled back by itself');
    return;
  }
  const check = canaryWatch({ ...options, warn: (message) => app.log.warn(message) });
  app.decorate('checkCanaries', check);
  const timer = setInterval(() => void check(), CANARY_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
