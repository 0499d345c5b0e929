import {
  remoteApps,
  remoteBaseUrl,
  remoteManifestUrls,
  siteUrl as siteUrlOf,
} from '@harmoni/shared/apps';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from '../cacheControl';
import { modulesForPage } from '@harmoni/shared/routes';
import { remoteManifestReader } from '../preload/remoteManifests';
import {
  contentHint,
  remoteEntries,
  remotePreloads,
  type PreloadLink,
} from '../preload/remotePreloads';
import { startupPreloads } from '../preload/shellStartup';
import type { InlineStyle } from '../preload/shellStyles';
import { sendFileNotFound } from '../pagePath';
import { notingReads } from './notingReads';
import { isPageRequest } from './pageRequest';
import { createContentClient, type ContentClientOptions } from './contentClient';
import { defaultHeadParts, defaultHintParts, renderHead, type HeadPartContext } from './renderHead';
import { resolvePage, type ResolvedPage } from './resolvePage';
import type { PageTemplate } from './pageTemplate';
import { renderViewSafely, type ShellView } from './shellView';
import { siteContent, type RemoteBases } from './siteContent';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

type Env = Record<string, string | undefined>;

/** How long the server trusts a remote's manifest for its entry URL and preload hints. */
const MANIFEST_TTL_MS = 5_000;

export interface PagesOptions {
  /** the shell's built index.html */
  template: PageTemplate;
  env: Env;
  /** how long a content file is kept (CONTENT_TTL_MS in the environment, else 60 s) */
  contentTtlMs?: number;
  /** false for a shell built as one bundle: no remote list, no remote module preloads */
  federated?: boolean;
  /** the shell's own files behind its async boundary (the build's startup-files.json) */
  startupFiles?: readonly string[];
  /** the shell's server view (see shellView.ts); without one the browser renders every page */
  shellView?: () => Promise<ShellView | undefined>;
  /** the start-up files' styles, inline in server-rendered pages (see shellStyles.ts) */
  shellStyles?: readonly InlineStyle[];
}

function ttlFrom(env: Env): number | undefined {
  const raw = env.CONTENT_TTL_MS;
  if (raw === undefined || raw === '') return undefined;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl < 0) {
    throw new Error(`CONTENT_TTL_MS must be a number of milliseconds, got "${raw}"`);
  }
  return ttl;
}

/**
 * The shell's pages: every route answers the built index.html with that page's own head
 * (title, description, canonical URL, link preview and structured data), an unknown one 404;
 * plus /sitemap.xml and /robots.txt, all from the remotes' current content.
 */
export function registerPages(app: FastifyInstance, options: PagesOptions): void {
  const { template, federated = true } = options;
  const siteUrl = siteUrlOf(options.env);
  const clientOptions: ContentClientOptions = {
    ttlMs: options.contentTtlMs ?? ttlFrom(options.env),
    warn: (message) => app.log.warn(message),
  };
  const remoteList = remoteManifestUrls(options.env);
  const bases = Object.fromEntries(
    remoteApps.map((remote) => [remote.name, remoteBaseUrl(remote, options.env)]),
  ) as RemoteBases;
  const contentClient = createContentClient(clientOptions);
  const content = siteContent(contentClient, bases);
  // A redeployed remote renames its chunks: manifests are read again after a few seconds.
  const readManifests = remoteManifestReader(
    createContentClient({ ...clientOptions, ttlMs: MANIFEST_TTL_MS }),
    remoteList,
  );

  // Every page starts the same shell: without these hints its files are found only once
  // index.js has run, one round trip later.
  const shellStartup = startupPreloads(options.startupFiles ?? []);
  // A server-rendered page needs the shell's styles for its first paint: inline, not hinted.
  const shellStyles = options.shellStyles ?? [];
  const inlined = new Set(shellStyles.map((style) => style.href));
  const viewFor = async (url: string): Promise<string | undefined> =>
    template.takesView
      ? renderViewSafely(await options.shellView?.(), url, (message) => app.log.error(message))
      : undefined;

  /**
   * The hero picture first, then the shell's start-up files (they gate every render), then each
   * needed remote's entry and module files; and every remote's entry URL for the page to
   * register (all of them: a link may lead to any remote's page).
   */
  const federationFor = async (
    page: ResolvedPage,
    contentFiles: readonly string[],
  ): Promise<Pick<HeadPartContext, 'preloads' | 'remoteList' | 'remoteEntries'>> => {
    const hero: PreloadLink[] = page.heroImage
      ? [
          {
            href: page.heroImage,
            as: 'image',
            type: 'image/webp',
            fetchpriority: 'high',
            // the same choice of widths as the page's <source>, so the hint fetches its pick
            ...(page.heroImageSet && {
              imagesrcset: page.heroImageSet.srcset,
              imagesizes: page.heroImageSet.sizes,
            }),
          },
        ]
      : [];
    // Last: the page fetches its content once its code has run, a round trip sooner with these.
    const contentHints = contentFiles.map(contentHint);
    if (!federated) return { preloads: [...hero, ...shellStartup, ...contentHints] };
    const moduleIds = modulesForPage(page.status === 404 ? '/404' : page.path);
    const remotes = await readManifests();
    return {
      preloads: [...hero, ...shellStartup, ...remotePreloads(moduleIds, remotes), ...contentHints],
      remoteList,
      remoteEntries: remoteEntries(remotes),
    };
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = sitemapXml(siteUrl, await sitemapPaths(content));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });
  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl));
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const contentFiles: string[] = [];
    const page = await resolvePage(
      request.url,
      siteContent(notingReads(contentClient, contentFiles), bases),
      siteUrl,
    );
    const [federation, view] = await Promise.all([
      federationFor(page, contentFiles),
      viewFor(request.url),
    ]);
    const context: HeadPartContext = { page, siteUrl, ...federation };
    if (view !== undefined) {
      context.inlineStyles = shellStyles;
      context.preloads = federation.preloads?.filter((link) => !inlined.has(link.href));
    }
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(
        template.render(
          renderHead(context, defaultHeadParts),
          renderHead(context, defaultHintParts),
          view,
        ),
      );
  };
  // Home is a folder to the static files: it gets its own route.
  app.get('/', sendPage);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request.method, request.url, request.headers.accept)) {
      return sendPage(request, reply);
    }
    return sendFileNotFound(reply, request.url);
  });
}
