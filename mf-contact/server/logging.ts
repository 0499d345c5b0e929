/**
 * Logs say what happened to a request, never who sent it: no names, numbers, addresses,
 * bodies or client IPs, at any level the server logs by default.
 */
import type { FastifyServerOptions } from 'fastify';

/** What the notifier and the entry point log through (pino's methods, a subset). */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
}

/** Where log lines go when not to stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(
  level: string,
  stream?: LogStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // the default also logs the client's address and port
      req: (request: LoggedRequest) => ({ method: request.method, url: request.url }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
