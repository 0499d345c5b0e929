/**
 * A render worker: a process of its own that draws for one part of the site only, fixed when it
 * starts. The shell's worker runs the shell's server view and nothing else; a release's worker
 * runs the shell's view (for React, the singletons and the render harness) and that one
 * release's verified remote view, bound to its digest and base URL, never another's. The shell's
 * server starts it with an empty environment, under Node's permission model, without a network
 * where the host allows a namespace, and with a heap limit (sandbox.ts). It never sees a
 * visitor's request: only the page's URL. Content files come from the server, which reads only
 * this release's own files for it.
 *
 * Production runs it compiled (serve/dist/renderWorker.mjs, beside the compiled server);
 * development and tests run this file by Node's type stripping: erasable TypeScript only, and
 * no imports but Node's.
 */
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import type { ServerRead } from '@harmoni/shared/serverRender';
import type { FromWorker, ReleaseView, ToWorker, WorkerTask } from './renderProtocol';

type ReadContent = (url: string) => Promise<ServerRead>;

/** What the shell's server view exports (shell/src/ssr/renderShellView.tsx). */
interface ShellView {
  renderShellView(
    url: string,
    options: { slots: string[]; siteUrl: string },
  ): Promise<{ html: string; facts: unknown }>;
  renderRegion(
    url: string,
    options: {
      moduleId: string;
      module: unknown;
      readContent: ReadContent;
      siteUrl: string;
      services: Record<string, unknown>;
    },
  ): Promise<unknown>;
  serviceData(module: unknown, readContent: ReadContent): Promise<unknown>;
  sharedModules: Record<string, unknown>;
}

const [shellViewFile, lentFrom, part] = process.argv.slice(2);
if (!shellViewFile || !lentFrom || !part || !process.send) {
  console.error('usage: renderWorker.ts <shell view file> <folder to lend packages from> <part>');
  process.exit(2);
}
// Kept before any view runs: a view that replaces process.send changes only its own answers.
const sendToServer = process.send.bind(process);
const send = (message: FromWorker) => sendToServer(message);

const shellView = createRequire(shellViewFile)(shellViewFile) as Partial<ShellView>;
for (const name of ['renderShellView', 'renderRegion', 'serviceData'] as const) {
  if (typeof shellView[name] !== 'function') {
    console.error(`${shellViewFile} exports no ${name} function`);
    process.exit(1);
  }
}
const view = shellView as ShellView;
const sharedModules = view.sharedModules ?? {};
const lend = createRequire(`${lentFrom}/`);
/** Packages the views may borrow besides the singletons: a DOM for article cleaning. */
const lendable = new Set(['jsdom']);

/** The release's exposed modules, once its view has been evaluated (release workers only). */
let modules: Record<string, unknown> | undefined;

/** Evaluates the release's view once, bound to its own base URL for the worker's life. */
function bindView(release: ReleaseView): void {
  const requireShared = (id: string): unknown => {
    if (Object.hasOwn(sharedModules, id)) return sharedModules[id];
    if (lendable.has(id)) return lend(id);
    throw new Error(`${release.name} requires "${id}", which the shell does not lend`);
  };
  const module = { exports: {} as { loadRemoteViews?: unknown } };
  compileFunction(release.code, ['exports', 'require', 'module'], {
    filename: `${release.name}-server-view.cjs`,
  })(module.exports, requireShared, module);
  const { loadRemoteViews } = module.exports;
  if (typeof loadRemoteViews !== 'function') {
    throw new Error(`the server view of ${release.name} exports no loadRemoteViews`);
  }
  const loaded: unknown = loadRemoteViews(release.publicPath);
  if (typeof loaded !== 'object' || loaded === null) {
    throw new Error(`the server view of ${release.name} returned no modules`);
  }
  modules = loaded as Record<string, unknown>;
}

/** An exposed module of the release ('lessons/LessonPage' -> its './LessonPage'). */
function exposed(moduleId: string): unknown {
  const name = `./${moduleId.slice(moduleId.indexOf('/') + 1)}`;
  if (!modules || !Object.hasOwn(modules, name)) throw new Error(`${moduleId} is not exposed`);
  return modules[name];
}

let reads = 0;
const pendingReads = new Map<number, (answer: ServerRead) => void>();

/** Reads a content file through the server, which reads only this release's files. */
const contentReader =
  (id: number): ReadContent =>
  (file) =>
    new Promise<ServerRead>((resolve) => {
      reads += 1;
      pendingReads.set(reads, resolve);
      send({ type: 'read', id, read: reads, url: file });
    });

/** What a remote's view module `./sitePages` exports: the pages its content has. */
type SitePages = (readContent: ReadContent) => Promise<unknown>;

function perform(id: number, task: WorkerTask): Promise<unknown> {
  const readContent = contentReader(id);
  switch (task.task) {
    case 'shell':
      if (part !== 'shell') throw new Error('only the shell draws the shell');
      return view.renderShellView(task.url, { slots: task.slots, siteUrl: task.siteUrl });
    case 'region':
      return view.renderRegion(task.url, {
        moduleId: task.moduleId,
        module: exposed(task.moduleId),
        readContent,
        siteUrl: task.siteUrl,
        services: task.services,
      });
    case 'service':
      return view.serviceData(exposed(task.moduleId), readContent);
    case 'site-pages': {
      const list = (modules?.['./sitePages'] as { default?: SitePages } | undefined)?.default;
      return typeof list === 'function' ? list(readContent) : Promise.resolve([]);
    }
  }
}

process.on('message', (message: ToWorker) => {
  if (message.type === 'view') {
    if (part === 'shell' || modules) return; // bound once, at start
    try {
      bindView(message.view);
      send({ type: 'ready' });
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  } else if (message.type === 'content') {
    pendingReads.get(message.read)?.(message.answer);
    pendingReads.delete(message.read);
  } else if (message.type === 'render') {
    const { id } = message;
    Promise.resolve()
      .then(() => perform(id, message))
      .then(
        (result) => send({ type: 'done', id, result, memoryBytes: process.memoryUsage.rss() }),
        (error: unknown) =>
          send({
            type: 'failed',
            id,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
  }
});
// The shell's worker is ready once its view is loaded; a release's once its view is bound.
if (part === 'shell') send({ type: 'ready' });
// The server going away (its IPC channel closed) ends the worker.
process.on('disconnect', () => process.exit(0));
