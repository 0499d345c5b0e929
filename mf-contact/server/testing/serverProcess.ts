/**
 * The enquiry server as production runs it: its own Node process, the compiled build
 * (dist-server/main.mjs, see compiledServer.ts) with a temp data folder, so tests can also kill
 * it (-9) or stop it (SIGTERM) for real. `source: true` runs main.ts through tsx instead, for the
 * check that both draw the same pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compiledServerDir } from './compiledServer';

/** mf-contact/: from this file under Jest (CommonJS); scripts run with tsx pass it in. */
export const contactDir =
  typeof __dirname === 'string' ? resolve(__dirname, '..', '..') : process.cwd();

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  sqliteFile: string;
  child: ChildProcess;
  /** everything the server wrote to stdout and stderr so far */
  output(): string;
  /** resolves with the exit code (or the signal's name) */
  exited: Promise<number | string>;
  /** SIGTERM, then waits for the exit */
  stop(): Promise<number | string>;
  /** SIGKILL: a crash */
  kill(): Promise<number | string>;
  /** keeps this process running while the server does (scripts; tests leave it unreferenced) */
  hold(): void;
}

/** Settings no test wants from the developer's environment. */
const isolated: Record<string, string> = {
  ENQUIRY_PORT: '0',
  ENQUIRY_HOST: '127.0.0.1',
  DATABASE_URL: '',
  SMTP_HOST: '',
  ENQUIRY_COOKIE_SECRET: '',
  ENQUIRY_TRUSTED_PROXIES: '',
  ENQUIRY_RATE_LIMIT: '1000',
  ENQUIRY_TOKEN_RATE_LIMIT: '1000',
  // tests post as soon as they have a token; fillTime.test.ts sets its own
  ENQUIRY_MIN_FILL_MS: '0',
  CAPTCHA_PROVIDER: '',
  LOG_LEVEL: 'info',
};

/** Servers still running when the test process ends are killed with it, never left behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'enquiry-test-'));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface StartOptions {
  /** main.ts through tsx instead of the compiled build */
  source?: boolean;
  workspaceDir?: string;
}

/** The node arguments that run the server (or its `enquiries` command) as built or as source. */
export function serverCommand(
  entry: 'main' | 'cli/enquiries',
  { source = false, workspaceDir = contactDir }: StartOptions = {},
): string[] {
  // node --import tsx: one process, so a signal reaches the server itself, not a wrapper.
  return source
    ? ['--import', 'tsx', join(workspaceDir, 'server', `${entry}.ts`)]
    : [join(compiledServerDir(workspaceDir), `${entry}.mjs`)];
}

export function startServerProcess(
  env: Record<string, string> = {},
  dataDir: string = tempDataDir(),
  options: StartOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverCommand('main', options), {
    cwd: options.workspaceDir ?? contactDir,
    env: { ...process.env, ...isolated, ENQUIRY_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  // A server left running must not keep the test process alive; the exit hook kills it.
  // stdio pipes of a child process are sockets, which can be (un)referenced
  const streams = [child.stdout, child.stderr].filter((stream) => stream !== null) as Socket[];
  child.unref();
  for (const stream of streams) stream.unref();
  let output = '';
  const exited = new Promise<number | string>((resolveExit) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolveExit(code ?? signal ?? 'unknown');
    });
  });

  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(new Error(`the enquiry server did not start in time:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /"port":(\d+),"database":"\w+","msg":"enquiry server ready"/.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      const port = Number(ready[1]);
      resolveStart({
        url: `http://127.0.0.1:${port}`,
        port,
        dataDir,
        sqliteFile: join(dataDir, 'enquiries.sqlite'),
        child,
        output: () => output,
        exited,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
        kill: () => {
          child.kill('SIGKILL');
          return exited;
        },
        hold: () => {
          child.ref();
          for (const stream of streams) stream.ref();
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    void exited.then((code) => {
      clearTimeout(timer);
      rejectStart(new Error(`the enquiry server exited (${code}) before it was ready:\n${output}`));
    });
  });
}
