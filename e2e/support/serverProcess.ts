/**
 * The servers a test starts for itself, run as production runs them: a compiled server
 * (`harmoni-serve`, the enquiry server's dist-server/main.mjs, an artifact's server.mjs) in a
 * child process of its own with the test's settings, ready once its /healthz answers 200, and
 * stopped with SIGTERM, then SIGKILL if it has not exited after a grace. What each one printed is
 * shown with a test that fails while it runs (test.ts), and with a start that fails.
 */
import { spawn } from 'node:child_process';

export interface ServerProcessSettings {
  /** how the test's output names it: 'shell on 3100' */
  name: string;
  /** node's arguments: the compiled file, then its options */
  args: readonly string[];
  cwd: string;
  /** its whole environment (a variable set to undefined is left out) */
  env: Record<string, string | undefined>;
  /** where it answers (no trailing slash); its /healthz says when it is ready */
  url: string;
  /** a shell starts its render workers before it is ready: a busy machine is slow at it */
  readyWithinMs?: number;
}

export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** the last 256 kB it wrote to stdout and stderr, interleaved */
  output(): string;
  running(): boolean;
  /** SIGTERM, then SIGKILL after the grace; resolves once it has exited. Closing twice is one close. */
  close(): Promise<void>;
}

/** harmoni-serve and the enquiry server end held connections 3 s into a close: twice that. */
const stopGraceMs = 6_000;
const keptOutput = 256 * 1024;

interface Started {
  server: ServerProcess;
  startedAt: number;
  stoppedAt?: number;
  kill(): void;
}

/** Every server this worker process started, for the output of a test that fails. */
const startedHere: Started[] = [];

// A worker that ends (or crashes) takes its servers with it rather than leaving them on the ports.
process.once('exit', () => {
  for (const started of startedHere) if (started.server.running()) started.kill();
});

export async function startServerProcess(settings: ServerProcessSettings): Promise<ServerProcess> {
  const { name, args, cwd, env, url, readyWithinMs = 60_000 } = settings;
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer | string) => {
    output = (output + chunk.toString()).slice(-keptOutput);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      exit ??= `could not be started: ${error.message}`;
      resolve();
    });
    child.once('exit', (code, signal) => {
      exit = signal ? `ended by ${signal}` : `exited with code ${code}`;
      resolve();
    });
  });

  let closing: Promise<void> | undefined;
  const server: ServerProcess = {
    name,
    url,
    port: Number(new URL(url).port),
    pid: child.pid ?? -1,
    output: () => output,
    running: () => exit === undefined,
    close: () => (closing ??= stop()),
  };
  const started: Started = { server, startedAt: Date.now(), kill: () => child.kill('SIGKILL') };
  async function stop(): Promise<void> {
    if (exit === undefined) {
      child.kill('SIGTERM');
      const force = setTimeout(() => {
        keep(`\n[e2e] ${name} had not exited ${stopGraceMs} ms after SIGTERM: SIGKILL\n`);
        console.warn(`${name} had not exited ${stopGraceMs} ms after SIGTERM: killed`);
        child.kill('SIGKILL');
      }, stopGraceMs);
      await exited;
      clearTimeout(force);
    }
    started.stoppedAt = Date.now();
  }
  startedHere.push(started);

  const deadline = Date.now() + readyWithinMs;
  let last = 'no answer';
  while (exit === undefined && Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return server;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  const why = exit ?? `was not healthy in ${readyWithinMs} ms (${last})`;
  await server.close();
  throw new Error(`${name} did not start: it ${why}.\n--- its output ---\n${output}`);
}

/** The servers that ran at some time since `since` (ms), with what they printed. */
export function serverOutputsSince(since: number): { name: string; output: string }[] {
  return startedHere
    .filter(({ stoppedAt }) => stoppedAt === undefined || stoppedAt >= since)
    .map(({ server }) => ({ name: server.name, output: server.output() }));
}
