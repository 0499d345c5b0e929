import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';

/** Listens on both IPv6 and IPv4 where the machine has IPv6, so `localhost` always works. */
export function defaultHost(): string {
  const hasIpv6 = Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.family === 'IPv6'),
  );
  return hasIpv6 ? '::' : '0.0.0.0';
}

/** How long close() lets open connections finish before it ends them. */
export const CLOSE_GRACE_MS = 3000;

export interface ListeningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts `app` on `port` (0 picks a free one). Its close() is graceful first, so in-flight
 * requests finish; a client that keeps a connection open past the grace period (a browser's
 * keep-alive, a stalled proxy, a request whose body never ends) must not hold a shutdown.
 * Closing twice is one close: callers that tidy up everything they started may repeat it.
 */
export async function listenUntilClosed(
  app: FastifyInstance,
  port: number,
  host = defaultHost(),
): Promise<ListeningServer> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const closeGracefully = async () => {
    const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(force);
    }
  };
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${(app.server.address() as AddressInfo).port}`,
    port: (app.server.address() as AddressInfo).port,
    close: () => (closing ??= closeGracefully()),
  };
}
