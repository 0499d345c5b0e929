import { spawn, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import type { ServerRead } from '@harmoni/shared/serverRender';
import type {
  FromWorker,
  RemoteViewCode,
  RenderedPage,
  RenderTask,
  ToWorker,
} from './renderProtocol';
import {
  sandboxedCommand,
  sandboxSpawnOptions,
  stopSandboxed,
  type SandboxOptions,
} from './sandbox';

export interface RenderPoolOptions {
  /** the shell build's server view (ssr/renderShellView.cjs) */
  shellViewFile: string;
  /** renderWorker.ts */
  workerFile: string;
  /** the node_modules folder the worker lends packages from (jsdom) */
  lentFrom: string;
  /** workers at most; 2 unless given */
  size?: number;
  /** each worker's heap limit; 256 MB unless given */
  heapMb?: number;
  /** the isolation probe's answer (isolation.ts): workers run under bubblewrap where it is */
  isolation: SandboxOptions['isolation'];
  warn: (message: string) => void;
}

/** One remote's view for a page: its verified code, sent to a worker that lacks it. */
export type VerifiedView = Required<Pick<RemoteViewCode, 'name' | 'integrity' | 'publicPath'>> & {
  code: string;
};

export interface RenderJob {
  /** a page by default */
  task?: RenderTask;
  url: string;
  /** the site's public origin (SITE_URL) */
  siteUrl: string;
  views: readonly VerifiedView[];
  /** a content file the page reads: the caller decides what may be read */
  readContent: (url: string) => Promise<ServerRead>;
  deadlineMs: number;
}

export type RenderOutcome =
  | { status: 'rendered'; page: RenderedPage }
  /** the pages each remote's view publishes (task 'site-pages') */
  | { status: 'listed'; pages: Record<string, string[]> }
  /** the render threw: its message */
  | { status: 'failed'; message: string }
  /** not done by the deadline: the worker was stopped */
  | { status: 'timeout' }
  /** no worker was free before the deadline: nothing of the page ran */
  | { status: 'busy' }
  /** the worker died (out of memory, killed) */
  | { status: 'crashed'; message: string };

interface Running {
  id: number;
  job: RenderJob;
  done: (outcome: RenderOutcome) => void;
  /** set once a worker has the page: its deadline starts then */
  started?: ReturnType<typeof setTimeout>;
}

interface Worker {
  child: ChildProcess;
  /** loaded the shell's view and waiting for pages */
  ready: boolean;
  /** digests of the views this worker has been sent */
  known: Set<string>;
  running?: Running;
  stderr: string;
}

const STDERR_KEPT = 2_000;

/**
 * Render workers (renderWorker.ts), each a sandboxed process, drawing one page at a time. A
 * render that misses its deadline stops its worker (a view that loops or allocates without end
 * cannot hold it), and a worker that dies is replaced on the next page.
 */
export function createRenderPool(options: RenderPoolOptions) {
  const { size = 2, heapMb = 256, isolation, warn } = options;
  const workers = new Set<Worker>();
  const queue: Running[] = [];
  let nextId = 0;
  let closed = false;
  // Workers that die before they are ready (a broken shell view) are restarted ever more slowly.
  let failedStarts = 0;
  /** the sandbox refused to start workers at all */
  let refused = false;
  let restartAt = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  function start(): Worker | undefined {
    let command: ReturnType<typeof sandboxedCommand>;
    try {
      command = sandboxedCommand(options.workerFile, [options.shellViewFile, options.lentFrom], {
        // the shell's view may come in several files
        readable: [options.workerFile, dirname(options.shellViewFile), options.lentFrom],
        heapMb,
        isolation,
      });
    } catch (error) {
      // something readable is a link: no worker starts, the browser draws the pages
      refused = true;
      warn(error instanceof Error ? error.message : String(error));
      return undefined;
    }
    const child = spawn(command.command, command.args, {
      ...sandboxSpawnOptions,
      // nothing of the server's environment: no secrets, no settings
      env: {},
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    const worker: Worker = { child, ready: false, known: new Set(), stderr: '' };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      worker.stderr = (worker.stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('message', (message: FromWorker) => receive(worker, message));
    child.on('error', (error) => warn(`A render worker could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      // whatever of the sandbox outlived it goes too
      stopSandboxed(child);
      workers.delete(worker);
      if (!worker.ready && !closed) {
        failedStarts += 1;
        restartAt = Date.now() + Math.min(60_000, 500 * 2 ** failedStarts);
        if (failedStarts === 3) warn(`Render workers cannot start: ${worker.stderr.trim()}`);
      }
      const running = worker.running;
      worker.running = undefined;
      if (running) {
        const why = signal ?? `exit ${String(code)}`;
        running.done({ status: 'crashed', message: `${why}: ${worker.stderr.trim()}` });
      }
      pump();
    });
    workers.add(worker);
    return worker;
  }

  /** Kills a worker and takes it out of the pool at once: no page goes to it any more. */
  function stop(worker: Worker): void {
    worker.running = undefined;
    worker.ready = false;
    workers.delete(worker);
    stopSandboxed(worker.child);
  }

  function receive(worker: Worker, message: FromWorker): void {
    if (message.type === 'ready') {
      worker.ready = true;
      failedStarts = 0;
      pump();
      return;
    }
    const running = worker.running;
    if (!running || message.id !== running.id) return;
    if (message.type === 'read') {
      void running.job.readContent(message.url).then((answer) => {
        if (worker.running !== running) return;
        const content: ToWorker = { type: 'content', id: running.id, read: message.read, answer };
        worker.child.send(content);
      });
      return;
    }
    worker.running = undefined;
    running.done(
      message.type === 'rendered'
        ? { status: 'rendered', page: message.page }
        : message.type === 'listed'
          ? { status: 'listed', pages: message.pages }
          : { status: 'failed', message: message.message },
    );
    pump();
  }

  function run(worker: Worker, running: Running): void {
    worker.running = running;
    running.started = setTimeout(() => {
      if (worker.running !== running) return;
      stop(worker);
      running.done({ status: 'timeout' });
    }, running.job.deadlineMs);
    const views = running.job.views.map((view) => {
      const known = worker.known.has(view.integrity);
      worker.known.add(view.integrity);
      return known ? { ...view, code: undefined } : view;
    });
    const { task = 'page', url, siteUrl } = running.job;
    const message: ToWorker = {
      type: 'render',
      id: running.id,
      task,
      url,
      siteUrl,
      remotes: views,
    };
    worker.child.send(message);
  }

  /** Keeps the pool full (a worker that died is replaced) and hands queued pages to idle ones. */
  function pump(): void {
    if (closed) return;
    const wait = restartAt - Date.now();
    if (wait > 0) {
      restartTimer ??= setTimeout(() => {
        restartTimer = undefined;
        pump();
      }, wait);
    } else {
      while (workers.size < size && !refused) start();
    }
    for (const worker of workers) {
      if (!worker.ready || worker.running || !worker.child.connected) continue;
      const next = queue.shift();
      if (!next) return;
      run(worker, next);
    }
  }

  // Started with the server, so the first visitor does not wait for a worker to load.
  pump();

  return {
    /**
     * Draws a page. Its deadline runs twice at most: waiting for a free worker, then drawing;
     * a drawing past it stops the worker.
     */
    render(job: RenderJob): Promise<RenderOutcome> {
      if (closed) return Promise.resolve({ status: 'failed', message: 'the server is closing' });
      if (refused)
        return Promise.resolve({ status: 'failed', message: 'no render worker may start' });
      return new Promise((resolve) => {
        nextId += 1;
        const waiting = setTimeout(() => {
          const index = queue.indexOf(running);
          if (index < 0) return;
          queue.splice(index, 1);
          resolve({ status: 'busy' });
        }, job.deadlineMs);
        const running: Running = {
          id: nextId,
          job,
          done: (outcome) => {
            clearTimeout(waiting);
            clearTimeout(running.started);
            resolve(outcome);
          },
        };
        queue.push(running);
        pump();
      });
    },
    /**
     * Whether the pool can take pages: a worker has loaded the shell's view, or workers have
     * failed to start so often that pages are left to the browser. A health check waits for it.
     */
    settled(): boolean {
      return refused || failedStarts >= 3 || [...workers].some((worker) => worker.ready);
    },
    /** Stops every worker; renders still waiting fail. */
    close(): void {
      closed = true;
      clearTimeout(restartTimer);
      const running = [
        ...queue.splice(0),
        ...[...workers].flatMap((worker) => worker.running ?? []),
      ];
      for (const worker of [...workers]) stop(worker);
      for (const page of running) page.done({ status: 'failed', message: 'the server is closing' });
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
