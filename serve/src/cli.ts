import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAppServer } from './appServer';
import { releaseHostApp, startReleaseHost } from './registry/releaseHost';

type Env = Record<string, string | undefined>;

export const USAGE = `Usage: harmoni-serve --app <workspace> [--root <dir>] [--port <n>] [--log]

  --app   npm workspace to serve: shell, mf-lessons, mf-gallery, mf-about, mf-contact;
          or 'releases', the release host: every published release of every remote
  --root  folder with the app's build output (default: ./dist), or the release store
  --port  port to listen on (default: the app's port from the environment)
  --log   also log every request (warnings and errors are always logged, as JSON lines)`;

export interface CliOptions {
  app: string;
  root: string;
  port?: number;
  log: boolean;
}

export class UsageError extends Error {}

export function parseCliArgs(argv: string[], cwd: string = process.cwd()): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        app: { type: 'string' },
        root: { type: 'string' },
        port: { type: 'string' },
        log: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (!values.app) throw new UsageError('--app is required');
  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (values.port === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
      throw new UsageError(`--port must be a port number, got "${values.port}"`);
    }
  }
  return { app: values.app, root: resolve(cwd, values.root ?? 'dist'), port, log: values.log };
}

/**
 * Starts one app's server. Resolves to 0 once listening (the process then lives until
 * SIGINT/SIGTERM), 2 on bad arguments, 1 when the server cannot start.
 */
export async function main(argv: string[], env: Env): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`harmoni-serve: ${error.message}\n\n${USAGE}`);
    return 2;
  }

  let server;
  try {
    const settings = { root: options.root, port: options.port, env, logger: options.log };
    server =
      options.app === releaseHostApp
        ? await startReleaseHost(settings)
        : await startAppServer({ ...settings, workspace: options.app });
  } catch (error) {
    console.error(`harmoni-serve: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  console.log(`${options.app} serving ${options.root} at ${server.url}`);

  const handle = server;
  const shutdown = (signal: NodeJS.Signals): void => {
    process.off('SIGINT', shutdown);
    process.off('SIGTERM', shutdown);
    // A second signal while draining falls back to Node's default: exit at once.
    handle.close().then(
      () => console.log(`${options.app} stopped (${signal})`),
      (error: unknown) => {
        console.error(`harmoni-serve: ${String(error)}`);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return 0;
}
