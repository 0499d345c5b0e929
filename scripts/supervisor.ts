/**
 * Keeps servers running (`npm start`): each is started, its output written line by line under
 * its name, and restarted when it dies, after a pause that doubles while it keeps dying soon
 * after each start (1 s, 2 s, 4 s … at most 30 s) and starts over once it has run a minute.
 * One server dying never stops the others. Said as it happens, on the supervisor's own lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Supervised {
  /** how its lines and the supervisor's messages name it */
  name: string;
  command: string;
  args: readonly string[];
}

export interface SupervisorOptions {
  cwd?: string;
  /** where lines go: the servers' own, prefixed with their name, and the supervisor's */
  write: (line: string) => void;
  /** the first pause before a restart; 1 s unless given */
  firstDelayMs?: number;
  /** the longest pause; 30 s unless given */
  maxDelayMs?: number;
  /** a server that ran this long before it died restarts after the first pause again; 60 s */
  healthyAfterMs?: number;
  /** how long a server may take to stop before it is killed; 10 s unless given */
  stopGraceMs?: number;
}

/** The pause before the restart that follows `failures` deaths in a row. */
export function restartDelay(failures: number, firstDelayMs = 1_000, maxDelayMs = 30_000): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, failures - 1));
}

/** Signals a server's whole process group (npm, its shell, the server, what that started). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // gone already
  }
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exited with code ${String(code)}`;

export function supervise(servers: readonly Supervised[], options: SupervisorOptions) {
  const {
    write,
    firstDelayMs = 1_000,
    maxDelayMs = 30_000,
    healthyAfterMs = 60_000,
    stopGraceMs = 10_000,
  } = options;
  const running = new Map<string, ChildProcess>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopping = false;

  function start(server: Supervised, failures: number): void {
    const startedAt = Date.now();
    const child = spawn(server.command, server.args, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // a process group of its own: a signal reaches the server under npm and its shell too
      detached: true,
    });
    running.set(server.name, child);
    for (const stream of [child.stdout, child.stderr]) {
      if (stream)
        createInterface({ input: stream }).on('line', (line) => write(`[${server.name}] ${line}`));
    }
    child.on('error', (error) =>
      write(`[supervisor] ${server.name} could not start: ${error.message}`),
    );
    child.on('exit', (code, signal) => {
      running.delete(server.name);
      // what it started goes with it: a server left behind would hold the port of the next one
      signalGroup(child, 'SIGTERM');
      if (stopping) return;
      const ranMs = Date.now() - startedAt;
      const inARow = ranMs >= healthyAfterMs ? 1 : failures + 1;
      const delay = restartDelay(inARow, firstDelayMs, maxDelayMs);
      write(
        `[supervisor] ${server.name} ${describeExit(code, signal)} after ${(ranMs / 1000).toFixed(1)} s; ` +
          `restarting it in ${delay / 1000} s${inARow > 1 ? ` (${inARow} deaths in a row)` : ''}; the others keep serving`,
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(server, inARow);
      }, delay);
      timers.add(timer);
    });
  }

  for (const server of servers) start(server, 0);

  return {
    /** the servers running now, by name (their process ids) */
    pids: () => new Map([...running].map(([name, child]) => [name, child.pid])),
    /** Stops every server, its process group (SIGTERM, then SIGKILL after the grace), and restarts none. */
    async stop(): Promise<void> {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(
        [...running.values()].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), stopGraceMs);
              child.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              signalGroup(child, 'SIGTERM');
            }),
        ),
      );
    },
  };
}
