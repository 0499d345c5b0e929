import { remoteManifestUrls, siteUrl as siteUrlOf } from '@harmoni/shared/apps';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE, PAGE_CACHE } from '../cacheControl';
import { modulesForPage } from '@harmoni/shared/routes';
import { remoteManifestReader } from '../preload/remoteManifests';
import {
  remoteEntries,
  remotePreloads,
  remoteStyles,
  type KnownRemote,
} from '../preload/remotePreloads';
import { mainPictureHints } from '../preload/mainPicture';
import { startupPreloads } from '../preload/shellStartup';
import { inlineStyleTag, type InlineStyle } from '../preload/shellStyles';
import { viewStyleReader } from '../preload/viewStyles';
import { decidePage, type DecidedPage } from '@harmoni/shared/pageFacts';
import { sendFileNotFound } from '../pagePath';
import { isPageRequest } from './pageRequest';
import { createContentClient, type ContentClientOptions } from './contentClient';
import type { HeadPartContext } from './renderHead';
import { pageDocument } from './pageDocument';
import type { PageTemplate } from './pageTemplate';
import type { ShellRendering } from '../render/shellRenderer';
import type { CspNonces } from '../security/contentSecurityPolicy';
// releases: the registry's releases per request (registry/registryForRequest.ts)
import { releaseManifestReader, remoteIntegrityTag } from '../registry/browserRemotes';
import type { PageReleases } from '../registry/registryForRequest';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { robotsTxt, sitemapReader, sitemapXml } from './sitemap';
import { registerEventsCalendar } from './eventsCalendar';

type Env = Record<string, string | undefined>;

/** What a 503 asks clients to wait before they ask again: a remote's restart, roughly. */
const RETRY_AFTER_S = 30;

/** How long the server trusts a remote's manifest for its entry URL and preload hints. */
const MANIFEST_TTL_MS = 5_000;

export interface PagesOptions {
  /** the shell's built index.html */
  template: PageTemplate;
  env: Env;
  /** the shell's own files behind its async boundary (the build's startup-files.json) */
  startupFiles?: readonly string[];
  /** their digests, which the shell's entry loads them with (preload/shellStartup.ts) */
  startupDigests?: Readonly<Record<string, string>>;
  /** may the server read this file for a page drawn with this registry (its releases')? */
  mayFetch?: (url: string, registry?: RemoteRegistry) => boolean;
  /**
   * Draws a page in a render worker (render/), and lists the pages the remotes publish. Without
   * it the browser renders every page, and a page whose content decides it may not exist (503).
   */
  rendering?: Pick<ShellRendering, 'renderPage' | 'sitePages' | 'liveRegistry'>;
  /** the start-up files' styles, inline in server-rendered pages (see shellStyles.ts) */
  shellStyles?: readonly InlineStyle[];
  /**
   * The page's Content-Security-Policy when it carries more inline styles than the template's
   * and the shell's (the drawn parts' own, given as their <style> tags), admitting them by hash,
   * with the response's nonces.
   */
  policyWithStyles?: (styleTags: string, nonces: CspNonces | undefined) => string;
  /**
   * releases: the registry's releases for one request (live, or a preview's): the remote list
   * and digests the page gives the browser, and the registry its render uses. Without it, the
   * remote list comes from the environment.
   */
  releasesFor?: (request: FastifyRequest) => PageReleases;
}

/**
 * The shell's pages: every route answers the built index.html with the page its render drew,
 * and the status and head (title, description, canonical URL, link preview, structured data,
 * main picture) that same render decided, each remote deciding its own pages; plus
 * /sitemap.xml and /robots.txt, from what the remotes publish about their pages, and
 * /events.ics, the feed the gallery's release carries.
 */
export function registerPages(app: FastifyInstance, options: PagesOptions): void {
  const { template } = options;
  const siteUrl = siteUrlOf(options.env);
  const clientOptions: ContentClientOptions = { warn: (message) => app.log.warn(message) };
  const remoteList = remoteManifestUrls(options.env);
  const { rendering } = options;
  const sitemapPaths = sitemapReader(
    async () => (await rendering?.sitePages()) ?? {},
    Date.now,
    () => rendering?.liveRegistry(),
  );
  // A redeployed remote renames its chunks: manifests are read again after a few seconds.
  const manifestClient = createContentClient({ ...clientOptions, ttlMs: MANIFEST_TTL_MS });
  const readManifests = remoteManifestReader(manifestClient, remoteList);
  const readReleaseManifests = releaseManifestReader(manifestClient); // releases

  // Every page starts the same shell: without these hints its files are found only once
  // index.js has run, one round trip later.
  const shellStartup = startupPreloads(options.startupFiles ?? [], options.startupDigests);
  // A server-rendered page needs the shell's styles for its first paint: inline, not hinted.
  const shellStyles = options.shellStyles ?? [];
  const inlined = new Set(shellStyles.map((style) => style.href));
  const readViewStyles = viewStyleReader({ warn: (message) => app.log.warn(message) });
  /** The page drawn by the render workers, with the remote parts they could draw. */
  const viewFor = async (url: string, releases?: PageReleases) =>
    template.takesView ? rendering?.renderPage(url, releases?.registry) : undefined;

  /**
   * The hero picture first, then the shell's start-up files (they gate every render), then each
   * needed remote's entry and module files; and every remote's entry URL for the page to
   * register (all of them: a link may lead to any remote's page).
   */
  const federationFor = (
    page: DecidedPage,
    moduleIds: readonly string[],
    remotes: ReadonlyMap<string, KnownRemote>,
    remoteList: Readonly<Record<string, string>>, // releases
  ): Pick<HeadPartContext, 'preloads' | 'remoteList' | 'remoteEntries'> => {
    const hero = mainPictureHints(page);
    // a page that is not found needs no remote's code: the header loads its menus on intent
    const pageModules = page.status === 404 ? [] : moduleIds;
    return {
      preloads: [...hero, ...shellStartup, ...remotePreloads(pageModules, remotes)],
      remoteList,
      remoteEntries: remoteEntries(remotes),
    };
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = sitemapXml(siteUrl, await sitemapPaths());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });
  registerEventsCalendar(app, {
    env: options.env,
    mayFetch: options.mayFetch ?? (() => true),
    releasesFor: options.releasesFor,
    warn: (message) => app.log.warn(message),
  });
  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl));
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const moduleIds = modulesForPage(new URL(request.url, 'http://localhost').pathname);
    const releases = options.releasesFor?.(request); // releases: one registry for the whole view
    const readRemotes = releases ? () => readReleaseManifests(releases) : readManifests;
    const [remotes, view] = await Promise.all([readRemotes(), viewFor(request.url, releases)]);
    // One render decided the page; without one, the route table alone decides what it can.
    const page = view?.page ?? decidePage(request.url);
    // a page that sends its visitor elsewhere: a path of this site the route table draws
    if ((page.status === 301 || page.status === 302) && page.location !== undefined) {
      return reply.header('cache-control', NO_CACHE).redirect(page.location, page.status);
    }
    const federation = federationFor(page, moduleIds, remotes, releases?.remoteList ?? remoteList);
    // This response's nonces (the security headers make a fresh pair for each): the page's own
    // scripts and hints carry the script one. None where no policy is sent.
    const nonces = (reply.cspNonce as CspNonces | null | undefined) ?? undefined;
    const context: HeadPartContext = { page, siteUrl, ...federation, nonce: nonces?.script };
    if (view !== undefined) {
      const stylesheets = remoteStyles(view.views, remotes);
      // Only the page's releases are read: a manifest naming another place gets a link.
      const mayFetch = (url: string) => options.mayFetch?.(url, releases?.registry) ?? true;
      const drawnStyles = await readViewStyles(stylesheets.filter((sheet) => mayFetch(sheet.url)));
      drawnStyles.linked.push(...stylesheets.filter((sheet) => !mayFetch(sheet.url)));
      const carried = new Set([...inlined, ...stylesheets.map((sheet) => sheet.url)]);
      context.inlineStyles = [...shellStyles, ...drawnStyles.inline];
      context.stylesheets = drawnStyles.linked;
      context.serverRender = { views: view.views, content: view.content, missing: view.missing };
      // The drawn parts' styles are in the page: no need to hint them.
      context.preloads = federation.preloads?.filter((link) => !carried.has(link.href));
      if (drawnStyles.inline.length > 0 && options.policyWithStyles) {
        reply.header(
          'content-security-policy',
          options.policyWithStyles(drawnStyles.inline.map(inlineStyleTag).join('\n'), nonces),
        );
      }
    }
    // a remote down: ask to come back soon rather than keep this answer
    if (page.status === 503) reply.header('retry-after', String(RETRY_AFTER_S));
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE_CACHE)
      .send(
        pageDocument(
          template,
          context,
          view?.html,
          // releases: the digests the browser checks the remotes' entries against
          releases ? remoteIntegrityTag(releases.integrity) : '',
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
