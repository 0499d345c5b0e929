/**
 * A render worker: a process of its own that draws pages with the shell's server view and the
 * remotes' server views. The shell's server starts it with an empty environment, under Node's
 * permission model (it may read only the shell's view and node_modules; no child processes,
 * workers, addons or file writes), without a network where the host allows a namespace, and
 * with a heap limit. It never sees a visitor's request: only the page's URL. Content files come
 * from the server, which reads only the registry's origins.
 *
 * Production runs it compiled (serve/dist/renderWorker.mjs, beside the compiled server);
 * development and tests run this file by Node's type stripping: erasable TypeScript only, and
 * no imports but Node's.
 */
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import type { ServerRead } from '@harmoni/shared/serverRender';
import type {
  FromWorker,
  RemoteViewCode,
  RenderedPage,
  RenderTask,
  ToWorker,
} from './renderProtocol';

type ReadContent = (url: string) => Promise<ServerRead>;

type ShellRender = (
  url: string,
  options: {
    views: Map<string, unknown>;
    readContent: ReadContent;
    siteUrl: string;
  },
) => Promise<RenderedPage>;

/** What a remote's view module `./sitePages` exports: the pages its content has. */
type SitePages = (readContent: ReadContent) => Promise<unknown>;

const [shellViewFile, lentFrom] = process.argv.slice(2);
if (!shellViewFile || !lentFrom || !process.send) {
  console.error('usage: renderWorker.ts <shell view file> <folder to lend packages from>');
  process.exit(2);
}
const send = (message: FromWorker) => process.send?.(message);

const shellView = createRequire(shellViewFile)(shellViewFile) as {
  renderShellView?: ShellRender;
  sharedModules?: Record<string, unknown>;
};
if (typeof shellView.renderShellView !== 'function') {
  console.error(`${shellViewFile} exports no renderShellView function`);
  process.exit(1);
}
const renderShellView: ShellRender = shellView.renderShellView;
const sharedModules = shellView.sharedModules ?? {};
const lend = createRequire(`${lentFrom}/`);
/** Packages the views may borrow besides the singletons: a DOM for article cleaning. */
const lendable = new Set(['jsdom']);

const KEPT_VIEWS = 16;
/** Each remote view's modules, by digest: a release is evaluated once per worker. */
const views = new Map<string, Record<string, unknown>>();

function viewModules(remote: RemoteViewCode): Record<string, unknown> {
  const known = views.get(remote.integrity);
  if (known) return known;
  if (remote.code === undefined) throw new Error(`the code of ${remote.name} was not sent`);
  const requireShared = (id: string): unknown => {
    if (Object.hasOwn(sharedModules, id)) return sharedModules[id];
    if (lendable.has(id)) return lend(id);
    throw new Error(`${remote.name} requires "${id}", which the shell does not lend`);
  };
  const module = { exports: {} as { loadRemoteViews?: unknown } };
  compileFunction(remote.code, ['exports', 'require', 'module'], {
    filename: `${remote.name}-server-view.cjs`,
  })(module.exports, requireShared, module);
  const { loadRemoteViews } = module.exports;
  if (typeof loadRemoteViews !== 'function') {
    throw new Error(`the server view of ${remote.name} exports no loadRemoteViews`);
  }
  const modules: unknown = loadRemoteViews(remote.publicPath);
  if (typeof modules !== 'object' || modules === null) {
    throw new Error(`the server view of ${remote.name} returned no modules`);
  }
  views.set(remote.integrity, modules as Record<string, unknown>);
  // a few releases at most: older ones are gone from the registry
  if (views.size > KEPT_VIEWS) views.delete(views.keys().next().value as string);
  return modules as Record<string, unknown>;
}

let reads = 0;
const pendingReads = new Map<number, (answer: ServerRead) => void>();

/** Reads a content file through the server, which reads only the registry's origins. */
const contentReader =
  (id: number): ReadContent =>
  (file) =>
    new Promise<ServerRead>((resolve) => {
      reads += 1;
      pendingReads.set(reads, resolve);
      send({ type: 'read', id, read: reads, url: file });
    });

async function drawPage(message: Extract<ToWorker, { type: 'render' }>): Promise<FromWorker> {
  const pageViews = new Map<string, unknown>();
  for (const remote of message.remotes) {
    for (const [exposed, module] of Object.entries(viewModules(remote))) {
      pageViews.set(`${remote.name}/${exposed.replace(/^\.\//, '')}`, module);
    }
  }
  const { url, siteUrl, id } = message;
  const readContent = contentReader(id);
  const page = await renderShellView(url, { views: pageViews, readContent, siteUrl });
  return { type: 'rendered', id, page };
}

async function listSitePages(message: Extract<ToWorker, { type: 'render' }>): Promise<FromWorker> {
  const readContent = contentReader(message.id);
  const pages: Record<string, string[]> = {};
  await Promise.all(
    message.remotes.map(async (remote) => {
      const list = (viewModules(remote)['./sitePages'] as { default?: SitePages } | undefined)
        ?.default;
      if (typeof list !== 'function') return;
      const paths = await list(readContent);
      pages[remote.name] = Array.isArray(paths)
        ? paths.filter((path): path is string => typeof path === 'string')
        : [];
    }),
  );
  return { type: 'listed', id: message.id, pages };
}

const tasks: Record<RenderTask, typeof drawPage> = { page: drawPage, 'site-pages': listSitePages };

process.on('message', (message: ToWorker) => {
  if (message.type === 'content') {
    pendingReads.get(message.read)?.(message.answer);
    pendingReads.delete(message.read);
  } else if (message.type === 'render') {
    tasks[message.task](message).then(send, (error: unknown) =>
      send({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }
});
// Loaded before the first page, not during one: jsdom alone takes longer than a page's deadline.
for (const id of lendable) lend(id);
send({ type: 'ready' });
// The server going away (its IPC channel closed) ends the worker.
process.on('disconnect', () => process.exit(0));
