import {
  decidePage,
  mergePageFacts,
  type DecidedPage,
  type PageFacts,
} from '@harmoni/shared/pageFacts';
import { homeSections, matchSiteRoute } from '@harmoni/shared/routes';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { liveRelease, type RemoteRegistry, type RemoteRelease } from '../registry/remoteRegistry';
import { releaseContentReader } from './releaseContent';
import { checkRegion, type CheckedRegionResult } from './regionCheck';
import { fillSlots } from './regionSlots';
import { unobserved, type RenderObserver, type RenderOutcomeName } from './renderObservation';
import type { RenderOutcome, RenderPool } from './renderPool';
import type { RenderPools, ReleasePool } from './renderPools';
import type { WorkerPart, WorkerTask } from './renderProtocol';
import type { ViewBench } from './viewBench';

export interface PageRendererOptions {
  pools: RenderPools;
  bench: ViewBench;
  /** the registry in force (re-read as it changes) */
  registry: () => RemoteRegistry;
  /** how long each part's render may take before it is left to the browser */
  deadlineMs: number;
  /** reads a file's text (content files) */
  readText: (url: string) => Promise<ServerRead>;
  /** the site's public origin (SITE_URL) */
  siteUrl: string;
  observe?: RenderObserver;
  /** may this remote's view run on the server (serverViewPolicy.ts)? */
  mayRun: (remote: string) => boolean;
  warn: (message: string) => void;
}

/** A page as the server sends it: drawn in parts, composed, and decided by the shell. */
export interface RenderedPage {
  html: string;
  /** exposed modules drawn into the HTML */
  views: string[];
  /** the text of the content files those read, by URL */
  content: Record<string, string>;
  /** content files their remote answered as missing */
  missing: string[];
  /** the page's status and head, decided from what its parts stated */
  page: DecidedPage;
}

/** What the shell's own worker answers (trusted code, still read with care). */
const shellSchema = z.object({
  html: z.string(),
  facts: z.object({ jsonLd: z.record(z.string(), z.record(z.string(), z.unknown())) }).loose(),
});

const serverRead = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('read'), text: z.string() }),
  z.strictObject({ status: z.literal('missing') }),
  z.strictObject({ status: z.literal('unreadable') }),
]);
/** What a service's worker answers (the shell's ServiceData). */
const serviceSchema = z.record(
  z.string().max(100),
  z.strictObject({
    url: z.string(),
    read: serverRead,
    data: z.unknown().optional(),
    error: z.string().max(2_000).optional(),
  }),
);
/** What a release's worker answers for the sitemap. */
const sitePagesSchema = z.array(z.unknown()).max(10_000);

/**
 * How long the shell's own part of a page is kept: its view is the shell's build, and what it
 * draws depends on the URL alone (and the year in its footer), so a page asked for again skips
 * a render. Bounded: URLs come from visitors.
 */
const SHELL_KEPT_MS = 60_000;
const SHELL_PAGES_KEPT = 500;

/** The content a task read, as the server answered it (never as the worker says it did). */
function recordedReads(read: (url: string) => Promise<ServerRead>) {
  const answers = new Map<string, ServerRead>();
  return {
    read: async (url: string) => {
      const answer = await read(url);
      answers.set(url, answer);
      return answer;
    },
    answers,
  };
}

const remoteOf = (moduleId: string) => moduleId.split('/', 1)[0] ?? '';

/**
 * The remote regions of a page the server draws, in page order, each with the other remotes'
 * services it uses: a routed page's own module, or the home page's sections drawn with it.
 */
function regionsOf(path: string): { moduleId: string; services: readonly string[] }[] {
  const match = matchSiteRoute(path);
  if (match?.kind === 'remote') {
    return [{ moduleId: match.route.moduleId, services: match.route.services ?? [] }];
  }
  if (match?.kind !== 'home') return [];
  return homeSections
    .filter((section) => section.drawnByServer)
    .map((section) => ({ moduleId: section.moduleId, services: [] }));
}

/**
 * Draws a page in parts, each in workers of its own: the shell's view around a slot for the
 * page's remote region (the shell's pool), and that region in a worker of the release the page
 * is given (renderPools.ts), fed the services it uses by their own releases' workers. The shell
 * checks what each region answers (regionCheck.ts), puts it in its slot, and decides the page
 * from what the parts stated: its head, and its status from a short list. A region that fails,
 * hangs, is benched or answers something the shell refuses is left to the browser, and the page
 * still comes; only when the shell's own view cannot draw does the browser draw the whole page.
 */
export function pageRenderer(options: PageRendererOptions) {
  const { pools, bench, deadlineMs, warn, siteUrl } = options;
  const observe = options.observe ?? unobserved;

  /** Tells the watchers how one part of a task ended. */
  const observed = (
    part: WorkerPart,
    task: 'page' | 'site-pages',
    path: string,
    outcome: RenderOutcomeName,
    startedAt: number,
    reason?: string,
  ) =>
    observe({
      kind: 'render',
      ...part,
      task,
      outcome,
      durationMs: Date.now() - startedAt,
      path,
      ...(reason !== undefined && { reason }),
    });

  /** Reads a content file, telling the watchers where from and how it went. */
  const observedRead = async (url: string): Promise<ServerRead> => {
    const read = await options.readText(url);
    observe({ kind: 'content', origin: new URL(url).origin, outcome: read.status });
    return read;
  };

  /** Reads a view asked for outside its release's content: said once per file, and counted. */
  const refusedReads = new LRUCache<string, true>({ max: 1_000 });
  const refusedRead = (held: ReleasePool, file: string) => {
    observe({ kind: 'content', origin: 'other', outcome: 'refused' });
    if (refusedReads.has(file)) return;
    refusedReads.set(file, true);
    warn(
      `Refused a render's read of ${file} by ${held.part.part} (release ${held.part.release}): not a content file of its release`,
    );
  };

  /** Why a release's part was not asked at all, or its pool when it can be. */
  async function usable(
    remote: string,
    release: RemoteRelease | undefined,
  ): Promise<ReleasePool | { left: string }> {
    if (!release?.serverView) return { left: 'its release has no server view' };
    if (!options.mayRun(remote))
      return { left: 'its view may not run on this host (no isolation)' };
    const held = await pools.forRelease(remote, release, deadlineMs);
    if (!held) return { left: 'its server view is not verified (yet)' };
    if (bench.isBenched(held.key)) return { left: 'its server view is benched' };
    if (held.pool.broken()) return { left: 'its render workers cannot start' };
    return held;
  }

  /**
   * Runs a task in a release's pool, reading its release's files only; records the outcome in
   * the breaker, says what went wrong, and observes it. The answer is checked by the caller.
   */
  async function inRelease(
    held: ReleasePool,
    task: WorkerTask,
    about: { task: 'page' | 'site-pages'; path: string; url: string },
  ) {
    const startedAt = Date.now();
    const reads = recordedReads(
      releaseContentReader(held.release.url, observedRead, (file) => refusedRead(held, file)),
    );
    const outcome = await held.pool.render({ task, readContent: reads.read, deadlineMs });
    bench.record(held.key, held.part, outcome, about.url);
    const who = `${held.part.part} (release ${held.part.release})`;
    if (outcome.status === 'failed') {
      warn(
        `The server view of ${who} failed drawing ${about.url}, the browser draws that part: ${outcome.message}`,
      );
    } else if (outcome.status === 'busy') {
      warn(
        `No render worker of ${who} was free for ${about.url} within ${deadlineMs} ms, the browser draws that part`,
      );
    }
    const done = (name: RenderOutcomeName, reason?: string) =>
      observed(held.part, about.task, about.path, name, startedAt, reason);
    return { outcome, reads: reads.answers, done };
  }

  /** What a worker said of a task that failed or crashed (its message), for the watchers. */
  const reasonOf = (outcome: RenderOutcome) => ('message' in outcome ? outcome.message : undefined);

  /** A part the server refused after its worker answered: said, benched if it goes on. */
  function refuse(held: ReleasePool, url: string, reason: string): string {
    warn(
      `Refused what the server view of ${held.part.part} (release ${held.part.release}) drew for ${url}, the browser draws that part: ${reason}`,
    );
    bench.refused(held.key, held.part, url);
    return `refused: ${reason}`;
  }

  /** One service another remote's page uses, read by the service's own release. */
  async function service(registry: RemoteRegistry, moduleId: string, url: string, path: string) {
    const remote = remoteOf(moduleId);
    const release = liveRelease(registry, remote);
    const held = await usable(remote, release);
    const part = { part: remote, release: release?.id ?? 'none' };
    if (!('pool' in held)) {
      observed(part, 'page', path, 'failed', Date.now(), held.left);
      return undefined;
    }
    const ran = await inRelease(held, { task: 'service', moduleId }, { task: 'page', path, url });
    if (ran.outcome.status !== 'rendered')
      return void ran.done(ran.outcome.status, reasonOf(ran.outcome));
    const parsed = serviceSchema.safeParse(ran.outcome.result);
    const resources = parsed.success ? Object.entries(parsed.data) : [];
    // each file as the server read it for this task, and nothing it did not read
    const unread = resources.find(([, resource]) => !ran.reads.has(resource.url));
    if (!parsed.success || unread) {
      const why = parsed.success ? `a file it did not read (${unread?.[1].url})` : 'no service';
      return void ran.done('failed', refuse(held, url, why));
    }
    ran.done('rendered');
    const data = Object.fromEntries(
      resources.map(([name, resource]) => [
        name,
        { ...resource, read: ran.reads.get(resource.url) ?? resource.read },
      ]),
    );
    return { moduleId, data, reads: ran.reads };
  }

  /** The page's remote region, drawn by its release's worker and checked. */
  async function region(
    registry: RemoteRegistry,
    held: ReleasePool,
    moduleId: string,
    serviceIds: readonly string[],
    url: string,
    path: string,
  ): Promise<{ checked: CheckedRegionResult; reads: Map<string, ServerRead> } | undefined> {
    const given = (
      await Promise.all(serviceIds.map((id) => service(registry, id, url, path)))
    ).filter((entry) => entry !== undefined);
    const services = Object.fromEntries(given.map((entry) => [entry.moduleId, entry.data]));
    const ran = await inRelease(
      held,
      { task: 'region', url, siteUrl, moduleId, services },
      { task: 'page', path, url },
    );
    if (ran.outcome.status !== 'rendered')
      return void ran.done(ran.outcome.status, reasonOf(ran.outcome));
    const checked = checkRegion(ran.outcome.result, {
      remote: held.part.part,
      baseUrl: held.release.url,
      moduleId,
      services: Object.keys(services),
    });
    if ('refused' in checked) return void ran.done('failed', refuse(held, url, checked.refused));
    ran.done('rendered');
    const reads = new Map([...given.flatMap((entry) => [...entry.reads]), ...ran.reads]);
    return { checked: checked.region, reads };
  }

  const shellPages = new LRUCache<string, { html: string; facts: PageFacts }>({
    max: SHELL_PAGES_KEPT,
    ttl: SHELL_KEPT_MS,
  });

  /** The shell's own view, with slots for the regions drawn apart; kept a while per URL. */
  async function shellView(pool: RenderPool, url: string, path: string, slots: string[]) {
    const startedAt = Date.now();
    const part = pool.part;
    const key = `${slots.join(' ')} ${url}`;
    const kept = shellPages.get(key);
    if (kept) {
      observed(part, 'page', path, 'rendered', startedAt);
      return kept;
    }
    const outcome = await pool.render({
      task: { task: 'shell', url, siteUrl, slots },
      // the shell's view reads no remote's files: those are its regions'
      readContent: () => Promise.resolve({ status: 'unreadable' }),
      deadlineMs,
    });
    const parsed =
      outcome.status === 'rendered' ? shellSchema.safeParse(outcome.result) : undefined;
    if (parsed?.success) {
      observed(part, 'page', path, 'rendered', startedAt);
      const drawn = { html: parsed.data.html, facts: parsed.data.facts as unknown as PageFacts };
      shellPages.set(key, drawn);
      return drawn;
    }
    const why =
      outcome.status === 'failed' || outcome.status === 'crashed'
        ? `${outcome.status === 'failed' ? 'failed' : 'crashed'}, the browser renders it instead: ${outcome.message}`
        : outcome.status === 'timeout'
          ? `did not finish within ${deadlineMs} ms, the browser renders it`
          : outcome.status === 'busy'
            ? `found no render worker free within ${deadlineMs} ms, the browser renders it`
            : 'answered something that is not a page, the browser renders it';
    warn(`The server view of ${url} ${why}`);
    observed(
      part,
      'page',
      path,
      outcome.status === 'rendered' ? 'failed' : outcome.status,
      startedAt,
    );
    return undefined;
  }

  return {
    /**
     * `given`: the registry this page view was given (registry/registryForRequest.ts: the live
     * one, or a preview's), so the server and the browser draw the same releases.
     */
    async renderPage(url: string, given?: RemoteRegistry): Promise<RenderedPage | undefined> {
      const registry = given ?? options.registry();
      const path = new URL(url, 'http://localhost').pathname;
      // the regions the server draws apart: those whose release has a view it can run now
      const planned = await Promise.all(
        regionsOf(path).map(async (wanted) => {
          const remote = remoteOf(wanted.moduleId);
          const release = liveRelease(registry, remote);
          const found = await usable(remote, release);
          if ('pool' in found) return { ...wanted, held: found };
          const part = { part: remote, release: release?.id ?? 'none' };
          observed(part, 'page', path, 'failed', Date.now(), found.left);
          return undefined;
        }),
      );
      const apart = planned.filter((entry) => entry !== undefined);
      const [shell, ...drawn] = await Promise.all([
        shellView(
          pools.shell,
          url,
          path,
          apart.map((entry) => entry.moduleId),
        ),
        ...apart.map((entry) =>
          region(registry, entry.held, entry.moduleId, entry.services, url, path),
        ),
      ]);
      if (!shell) return undefined;
      const regions = new Map<string, string>();
      const parts = drawn.flatMap((entry, index) => {
        const moduleId = apart[index]?.moduleId;
        if (!entry || moduleId === undefined) return [];
        regions.set(moduleId, entry.checked.html);
        return [entry];
      });
      // by URL, not by when each read finished: the same page is the same bytes every time
      const reads = parts
        .flatMap((entry) => [...entry.reads])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return {
        html: fillSlots(shell.html, regions),
        views: parts.flatMap((entry) => entry.checked.views),
        content: Object.fromEntries(
          reads.flatMap(([file, read]) => (read.status === 'read' ? [[file, read.text]] : [])),
        ),
        missing: reads.flatMap(([file, read]) => (read.status === 'missing' ? [file] : [])),
        // in page order, as one render of the whole page collects them
        page: decidePage(url, mergePageFacts(shell.facts, ...parts.map((e) => e.checked.facts))),
      };
    },

    /**
     * The pages each remote publishes about itself (its view's `sitePages`, run in its live
     * release's own workers), by remote name. A remote whose view cannot run lists nothing this
     * time.
     */
    async sitePages(): Promise<Record<string, string[]>> {
      const registry = options.registry();
      const path = '/sitemap.xml';
      const listed = await Promise.all(
        Object.keys(registry.remotes).map(async (remote): Promise<[string, string[]]> => {
          const release = liveRelease(registry, remote);
          const held = await usable(remote, release);
          if (!('pool' in held)) {
            const part = { part: remote, release: release?.id ?? 'none' };
            observed(part, 'site-pages', path, 'failed', Date.now(), held.left);
            return [remote, []];
          }
          const about = { task: 'site-pages' as const, path, url: path };
          const ran = await inRelease(held, { task: 'site-pages' }, about);
          if (ran.outcome.status !== 'rendered') {
            ran.done(ran.outcome.status, reasonOf(ran.outcome));
            return [remote, []];
          }
          const parsed = sitePagesSchema.safeParse(ran.outcome.result);
          if (!parsed.success) {
            ran.done('failed', refuse(held, path, 'a list of pages that is not one'));
            return [remote, []];
          }
          ran.done('rendered');
          return [remote, parsed.data.filter((page): page is string => typeof page === 'string')];
        }),
      );
      return Object.fromEntries(listed);
    },
  };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
