import type { ServerRead } from '@harmoni/shared/serverRender';
import { LRUCache } from 'lru-cache';
import { liveRelease, type RemoteRegistry } from '../registry/remoteRegistry';
import { mayReadContent } from '../registry/releaseReads';
import type { RenderedPage } from './renderProtocol';
import type { RenderOutcome, RenderPool, VerifiedView } from './renderPool';
import type { VerifiedViews } from './verifiedViews';

export interface PageRendererOptions {
  pool: RenderPool;
  views: VerifiedViews;
  /** the registry in force (re-read as it changes) */
  registry: () => RemoteRegistry;
  /** how long a page's render may take before its remote parts are left to the browser */
  deadlineMs: number;
  /** reads a file's text (content files) */
  readText: (url: string) => Promise<ServerRead>;
  /** the site's public origin (SITE_URL) */
  siteUrl: string;
  /** may this remote's view run on the server (serverViewPolicy.ts)? */
  mayRun: (remote: string) => boolean;
  warn: (message: string) => void;
}

/** The remotes whose modules a page needs ('lessons/LessonPage' -> 'lessons'), once each. */
const remotesOf = (moduleIds: readonly string[]) => [
  ...new Set(moduleIds.map((id) => id.split('/', 1)[0] ?? '')),
];

const unreadable: ServerRead = { status: 'unreadable' };

/**
 * Draws a page in a render worker: the shell's view with the verified views of the remotes the
 * page needs. Content is read only under the content folders of the page's releases. A render
 * that hangs or crashes benches the views it ran and is drawn again without them, so the page still comes within
 * about twice the deadline at worst, and the next pages at once.
 */
export function pageRenderer(options: PageRendererOptions) {
  const { pool, views, deadlineMs, warn, siteUrl } = options;

  /**
   * The content a render may read: the content files of the releases this page is drawn with,
   * nothing else (registry/releaseReads.ts).
   */
  const refusedReads = new LRUCache<string, true>({ max: 1_000 });
  const contentReader =
    (registry: RemoteRegistry) =>
    (file: string): Promise<ServerRead> => {
      if (mayReadContent(registry, file)) return options.readText(file);
      // said once per file: a view asking again and again does not fill the log
      if (!refusedReads.has(file)) {
        refusedReads.set(file, true);
        warn(
          `Refused a render's read of ${file}: not content of a release this page is drawn with`,
        );
      }
      return Promise.resolve(unreadable);
    };

  /**
   * The verified views of these remotes' live releases (the browser loads the same ones), of
   * the remotes whose views may run here (a host without isolation runs none unless named).
   */
  const viewsOf = async (registry: RemoteRegistry, names: readonly string[]) =>
    (
      await Promise.all(
        names.filter(options.mayRun).map((name) => views.of(name, liveRelease(registry, name))),
      )
    ).filter((view): view is VerifiedView => view !== undefined);

  /** Runs a task with these views; one that hangs or crashes benches them and runs without. */
  const withViews = async (
    task: 'page' | 'site-pages',
    url: string,
    registry: RemoteRegistry,
    taskViews: readonly VerifiedView[],
  ): Promise<RenderOutcome> => {
    const readContent = contentReader(registry);
    const attempt = (drawn: readonly VerifiedView[]) =>
      pool.render({ task, url, siteUrl, views: drawn, readContent, deadlineMs });
    const outcome = await attempt(taskViews);
    if ((outcome.status === 'timeout' || outcome.status === 'crashed') && taskViews.length > 0) {
      const why =
        outcome.status === 'timeout'
          ? `did not finish ${url} within ${deadlineMs} ms`
          : `crashed its render of ${url} (${outcome.message})`;
      for (const view of taskViews) views.bench(view, why);
      return attempt([]);
    }
    return outcome;
  };

  const reportFailure = (url: string, outcome: RenderOutcome) => {
    switch (outcome.status) {
      case 'rendered':
      case 'listed':
        return;
      case 'failed':
        return warn(
          `The server view of ${url} failed, the browser renders it instead: ${outcome.message}`,
        );
      case 'timeout':
        return warn(
          `The server view of ${url} did not finish within ${deadlineMs} ms, the browser renders it`,
        );
      case 'crashed':
        return warn(
          `The server view of ${url} crashed (${outcome.message}), the browser renders it`,
        );
      case 'busy':
        return warn(
          `No render worker was free for ${url} within ${deadlineMs} ms, the browser renders it`,
        );
    }
  };

  return {
    /**
     * `given`: the registry this page view was given (registry/registryForRequest.ts: the live
     * one, or a preview's), so the server and the browser draw the same releases.
     */
    async renderPage(
      url: string,
      moduleIds: readonly string[],
      given?: RemoteRegistry,
    ): Promise<RenderedPage | undefined> {
      const registry = given ?? options.registry();
      const pageViews = await viewsOf(registry, remotesOf(moduleIds));
      const outcome = await withViews('page', url, registry, pageViews);
      if (outcome.status === 'rendered') return outcome.page;
      reportFailure(url, outcome);
      return undefined;
    },

    /**
     * The pages each remote publishes about itself (its view's `sitePages`), by remote name. A
     * remote whose view cannot run lists nothing this time.
     */
    async sitePages(): Promise<Record<string, string[]>> {
      const registry = options.registry();
      const listViews = await viewsOf(registry, Object.keys(registry.remotes));
      const outcome = await withViews('site-pages', '/sitemap.xml', registry, listViews);
      if (outcome.status === 'listed') return outcome.pages;
      reportFailure('/sitemap.xml', outcome);
      return {};
    },
  };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
