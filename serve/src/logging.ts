import type { FastifyServerOptions } from 'fastify';

/** Where log lines go when not to stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export interface ServerLogOptions {
  /** `--log`: a line for every request as well (level info) */
  perRequest?: boolean;
  stream?: LogStream;
}

interface LoggedRequest {
  method: string;
  url: string;
}

/**
 * Every server's log: JSON lines (pino, through Fastify's logger). Warnings and errors are
 * always written, so a refusal or a fallback is never silent; `--log` lowers the level to info,
 * which adds Fastify's line for each request. A line never carries the visitor's address.
 */
export function serverLogger(
  options: ServerLogOptions = {},
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.perRequest ? 'info' : 'warn',
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      // the default also logs the client's address and port
      req: (request: LoggedRequest) => ({ method: request.method, url: request.url }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
