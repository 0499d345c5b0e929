import { liveRelease, registryOrigins, type RemoteRegistry } from '../registry/remoteRegistry';
import type { RenderedPage } from './renderProtocol';
import type { RenderPool, VerifiedView } from './renderPool';
import type { VerifiedViews } from './verifiedViews';

export interface PageRendererOptions {
  pool: RenderPool;
  views: VerifiedViews;
  /** the registry in force (re-read as it changes) */
  registry: () => RemoteRegistry;
  /** how long a page's render may take before its remote parts are left to the browser */
  deadlineMs: number;
  /** reads a file's text (content files) */
  readText: (url: string) => Promise<string | undefined>;
  /** a single-bundle build's own base URL: it reads its content there, not from remotes */
  singleBundleBase?: string;
  warn: (message: string) => void;
}

/** The remotes whose modules a page needs ('lessons/LessonPage' -> 'lessons'), once each. */
const remotesOf = (moduleIds: readonly string[]) => [
  ...new Set(moduleIds.map((id) => id.split('/', 1)[0] ?? '')),
];

/**
 * Draws a page in a render worker: the shell's view with the verified views of the remotes the
 * page needs. Content is read only from the registry's origins. A render that hangs or crashes
 * benches the views it ran and is drawn again without them, so the page still comes within
 * about twice the deadline at worst, and the next pages at once.
 */
export function pageRenderer(options: PageRendererOptions) {
  const { pool, views, deadlineMs, warn } = options;

  return async (
    url: string,
    moduleIds: readonly string[],
    // releases: the registry this page view was given (registry/registryForRequest.ts)
    given?: RemoteRegistry,
  ): Promise<RenderedPage | undefined> => {
    const registry = given ?? options.registry();
    const single = options.singleBundleBase;
    const origins = single ? new Set([new URL(single).origin]) : registryOrigins(registry);
    const readContent = async (file: string): Promise<string | undefined> => {
      let origin: string;
      try {
        origin = new URL(file).origin;
      } catch {
        return undefined;
      }
      return origins.has(origin) ? options.readText(file) : undefined;
    };
    // a single bundle carries every part itself: no remote view to run
    const pageViews = single
      ? []
      : (
          await Promise.all(
            // the browser loads the same releases (registry/browserRemotes.ts)
            remotesOf(moduleIds).map((name) => views.of(name, liveRelease(registry, name))),
          )
        ).filter((view): view is VerifiedView => view !== undefined);

    const attempt = (drawn: readonly VerifiedView[]) =>
      pool.render({ url, views: drawn, readContent, deadlineMs, publicPath: single });
    let outcome = await attempt(pageViews);
    if ((outcome.status === 'timeout' || outcome.status === 'crashed') && pageViews.length > 0) {
      const why =
        outcome.status === 'timeout'
          ? `did not finish ${url} within ${deadlineMs} ms`
          : `crashed its render of ${url} (${outcome.message})`;
      for (const view of pageViews) views.bench(view, why);
      outcome = await attempt([]);
    }
    switch (outcome.status) {
      case 'rendered':
        return outcome.page;
      case 'failed':
        warn(
          `The server view of ${url} failed, the browser renders it instead: ${outcome.message}`,
        );
        return undefined;
      case 'timeout':
        warn(
          `The server view of ${url} did not finish within ${deadlineMs} ms, the browser renders it`,
        );
        return undefined;
      case 'crashed':
        warn(`The server view of ${url} crashed (${outcome.message}), the browser renders it`);
        return undefined;
      case 'busy':
        warn(
          `No render worker was free for ${url} within ${deadlineMs} ms, the browser renders it`,
        );
        return undefined;
    }
  };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
