import { spawn, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { unobserved, type RenderObserver } from './renderObservation';
import type { FromWorker, ReleaseView, ToWorker, WorkerPart, WorkerTask } from './renderProtocol';
import {
  sandboxedCommand,
  sandboxSpawnOptions,
  stopSandboxed,
  type SandboxOptions,
} from './sandbox';

export interface RenderPoolOptions {
  /** what the pool's workers draw for: the shell, or one remote release */
  part: WorkerPart;
  /** the shell build's server view (ssr/renderShellView.cjs) */
  shellViewFile: string;
  /** renderWorker.ts */
  workerFile: string;
  /** the node_modules folder the worker lends packages from (jsdom) */
  lentFrom: string;
  /** a release's verified view, bound to every worker of the pool at its start; none: the shell */
  view?: ReleaseView;
  /** workers at most; 1 unless given */
  size?: number;
  /** each worker's heap limit; 256 MB unless given */
  heapMb?: number;
  /** the isolation probe's answer (isolation.ts): workers run under bubblewrap where it is */
  isolation: SandboxOptions['isolation'];
  observe?: RenderObserver;
  warn: (message: string) => void;
}

export interface RenderJob {
  task: WorkerTask;
  /** a content file the task reads: the caller decides what may be read */
  readContent: (url: string) => Promise<ServerRead>;
  deadlineMs: number;
}

export type RenderOutcome =
  /** what the worker gave, unchecked, and how long the worker took */
  | { status: 'rendered'; result: unknown; durationMs: number }
  /** the task threw: its message */
  | { status: 'failed'; message: string }
  /** not done by the deadline: the worker was stopped */
  | { status: 'timeout' }
  /** no worker was free before the deadline: nothing of the task ran */
  | { status: 'busy' }
  /** the worker died (out of memory, killed) */
  | { status: 'crashed'; message: string };

interface Running {
  id: number;
  job: RenderJob;
  done: (outcome: RenderOutcome) => void;
  /** set once a worker has the task: its deadline starts then */
  started?: ReturnType<typeof setTimeout>;
  startedAt?: number;
}

interface Worker {
  child: ChildProcess;
  /** loaded its view and waiting for tasks */
  ready: boolean;
  running?: Running;
  stderr: string;
  /** its resident memory as it last said */
  memoryBytes?: number;
}

const STDERR_KEPT = 2_000;

/**
 * The render workers (renderWorker.ts) of one part of the site: the shell's own view, or one
 * remote release's, never two. Each worker is a sandboxed process drawing one task at a time. A
 * task that misses its deadline stops its worker (a view that loops or allocates without end
 * cannot hold it), and a worker that dies is replaced on the next task.
 */
export function createRenderPool(options: RenderPoolOptions) {
  const { part: drawsFor, view, size = 1, heapMb = 256, isolation, warn } = options;
  const observe = options.observe ?? unobserved;
  const workers = new Set<Worker>();
  const queue: Running[] = [];
  let nextId = 0;
  let closed = false;
  let draining: (() => void) | undefined;
  /** the sandbox refused to start workers at all */
  let refused = false;
  let lastUsed = Date.now();
  // Workers that die before they are ready (a broken view) are restarted ever more slowly.
  let failedStarts = 0;
  let restartAt = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  const who =
    drawsFor.part === 'shell' ? "the shell's view" : `${drawsFor.part} ${drawsFor.release}`;

  function start(): Worker | undefined {
    let sandboxed: ReturnType<typeof sandboxedCommand>;
    try {
      sandboxed = sandboxedCommand(
        options.workerFile,
        [options.shellViewFile, options.lentFrom, drawsFor.part],
        {
          // the shell's view may come in several files
          readable: [options.workerFile, dirname(options.shellViewFile), options.lentFrom],
          heapMb,
          isolation,
          part: drawsFor.part,
          release: drawsFor.release,
        },
      );
    } catch (error) {
      // something readable is a link: no worker starts, the browser draws this part
      refused = true;
      warn(`Render workers of ${who}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    const child = spawn(sandboxed.command, sandboxed.args, {
      ...sandboxSpawnOptions,
      // nothing of the server's environment: no secrets, no settings
      env: {},
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    const worker: Worker = { child, ready: false, stderr: '' };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      worker.stderr = (worker.stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('message', (message: FromWorker) => receive(worker, message));
    child.on('error', (error) =>
      warn(`A render worker of ${who} could not start: ${error.message}`),
    );
    child.on('exit', (code, signal) => {
      // whatever of the sandbox outlived it goes too
      stopSandboxed(child);
      workers.delete(worker);
      const exit = signal ?? `exit ${String(code)}`;
      observe({
        kind: 'worker',
        ...drawsFor,
        event: 'exited',
        worker: child.pid,
        exit,
        ...(worker.memoryBytes !== undefined && { memoryBytes: worker.memoryBytes }),
      });
      if (!worker.ready && !closed) {
        failedStarts += 1;
        restartAt = Date.now() + Math.min(60_000, 500 * 2 ** failedStarts);
        if (failedStarts === 3) {
          warn(`Render workers of ${who} cannot start: ${worker.stderr.trim()}`);
        }
      }
      const running = worker.running;
      worker.running = undefined;
      if (running) running.done({ status: 'crashed', message: `${exit}: ${worker.stderr.trim()}` });
      pump();
    });
    // the release's view goes first: the worker takes nothing else until it has bound it
    if (view) send(worker, { type: 'view', view });
    workers.add(worker);
    observe({ kind: 'worker', ...drawsFor, event: 'started', worker: worker.child.pid });
    return worker;
  }

  function send(worker: Worker, message: ToWorker): void {
    // a worker that died meanwhile: its exit settles what it was running
    if (worker.child.connected) worker.child.send(message);
  }

  /** Kills a worker and takes it out of the pool at once: no task goes to it any more. */
  function stop(worker: Worker): void {
    worker.running = undefined;
    worker.ready = false;
    workers.delete(worker);
    stopSandboxed(worker.child);
  }

  function receive(worker: Worker, message: FromWorker): void {
    if (message.type === 'ready') {
      if (worker.ready) return;
      worker.ready = true;
      failedStarts = 0;
      pump();
      return;
    }
    const running = worker.running;
    if (!running || message.id !== running.id) return;
    if (message.type === 'read') {
      void running.job.readContent(String(message.url)).then((answer) => {
        if (worker.running !== running) return;
        send(worker, { type: 'content', id: running.id, read: message.read, answer });
      });
      return;
    }
    worker.running = undefined;
    if (message.type === 'done') {
      if (typeof message.memoryBytes === 'number') {
        worker.memoryBytes = message.memoryBytes;
        const memoryBytes = message.memoryBytes;
        observe({
          kind: 'worker',
          ...drawsFor,
          event: 'sampled',
          worker: worker.child.pid,
          memoryBytes,
        });
      }
      const durationMs = Date.now() - (running.startedAt ?? Date.now());
      running.done({ status: 'rendered', result: message.result, durationMs });
    } else {
      running.done({ status: 'failed', message: String(message.message) });
    }
    pump();
  }

  function run(worker: Worker, running: Running): void {
    worker.running = running;
    running.startedAt = Date.now();
    running.started = setTimeout(() => {
      if (worker.running !== running) return;
      stop(worker);
      running.done({ status: 'timeout' });
      pump();
    }, running.job.deadlineMs);
    send(worker, { type: 'render', id: running.id, ...running.job.task });
  }

  const busyWorkers = () => [...workers].filter((worker) => worker.running).length;

  /** Keeps the pool full (a worker that died is replaced) and hands queued tasks to idle ones. */
  function pump(): void {
    if (closed) return;
    if (draining) {
      if (queue.length === 0 && busyWorkers() === 0) {
        const drained = draining;
        close();
        drained();
      }
    } else {
      const wait = restartAt - Date.now();
      if (wait > 0) {
        restartTimer ??= setTimeout(() => {
          restartTimer = undefined;
          pump();
        }, wait);
      } else {
        while (workers.size < size && !refused) start();
      }
    }
    for (const worker of workers) {
      if (!worker.ready || worker.running || !worker.child.connected) continue;
      const next = queue.shift();
      if (!next) return;
      run(worker, next);
    }
  }

  function close(): void {
    closed = true;
    clearTimeout(restartTimer);
    const running = [...queue.splice(0), ...[...workers].flatMap((worker) => worker.running ?? [])];
    for (const worker of [...workers]) stop(worker);
    for (const task of running) task.done({ status: 'failed', message: 'the server is closing' });
  }

  // Started at once, so the first visitor does not wait for a worker to load.
  pump();

  return {
    part: drawsFor,
    /**
     * Runs a task. Its deadline runs twice at most: waiting for a free worker, then drawing;
     * a drawing past it stops the worker.
     */
    render(job: RenderJob): Promise<RenderOutcome> {
      lastUsed = Date.now();
      if (closed || draining) return Promise.resolve({ status: 'busy' });
      if (refused) {
        return Promise.resolve({ status: 'failed', message: 'no render worker may start' });
      }
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
            lastUsed = Date.now();
            resolve(outcome);
          },
        };
        queue.push(running);
        pump();
      });
    },
    /**
     * Whether the pool can take tasks: a worker has loaded its view, or workers have failed to
     * start so often that their part is left to the browser. A health check waits for it.
     */
    settled(): boolean {
      return refused || failedStarts >= 3 || [...workers].some((worker) => worker.ready);
    },
    /** Its workers keep failing to start (a view that throws as it loads): nothing to ask. */
    broken(): boolean {
      return refused || failedStarts >= 3;
    },
    /** When it last took or finished a task, if it has nothing running or waiting now. */
    idleSince(): number | undefined {
      return queue.length === 0 && busyWorkers() === 0 ? lastUsed : undefined;
    },
    /** Takes no more tasks; its workers exit once the ones running and waiting are done. */
    drain(): Promise<void> {
      if (closed) return Promise.resolve();
      return new Promise((resolve) => {
        const before = draining;
        draining = () => {
          before?.();
          resolve();
        };
        pump();
      });
    },
    /** Stops every worker; tasks still waiting fail. */
    close,
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
