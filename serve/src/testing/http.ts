import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** the bytes as sent, not decompressed */
  raw: Buffer;
  body: string;
  json(): unknown;
}

/**
 * Plain node:http, not `inject` (light-my-request needs the ESM-only `cookie`, which Jest
 * cannot require) and not `fetch` (it would undo the compression under test).
 */
export function request(
  url: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = raw.toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            body,
            json: () => JSON.parse(body) as unknown,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Listens on a free loopback port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Waits until the server's /healthz answers 200 (a shell: its render workers are up). */
export async function untilHealthy(base: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(`${base}/healthz`);
    if (res.statusCode === 200) return;
    if (Date.now() > deadline) throw new Error(`${base} was not healthy after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A client that asks for `path` and stops reading: once the socket buffers fill, the server's
 * response stays in flight for good, as with a stalled proxy or a paused download.
 */
export async function stalledDownload(port: number, path: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.pause();
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return socket;
}

/** A file large enough that no socket buffer holds it: 64 MB of zeros. */
export const stallingFileBytes = (): Buffer => Buffer.alloc(64 * 1024 * 1024);
