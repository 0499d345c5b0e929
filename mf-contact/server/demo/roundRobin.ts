/**
 * The load balancer of the scale demo: spreads requests over the enquiry server instances in
 * turn. A connection an instance refuses (it is down) goes to the next one, which is safe
 * because that instance never saw it; a request cut off inside an instance answers 502, and
 * the form's retry with the same idempotency key settles it.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function forward(port: number, incoming: IncomingMessage, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (response) => {
        readAll(response).then(
          (answer) =>
            resolve({
              status: response.statusCode ?? 502,
              headers: response.headers,
              body: answer,
            }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface RoundRobin {
  url: string;
  /** how many requests each upstream port answered */
  served: Map<number, number>;
  close(): Promise<void>;
}

export function startRoundRobin(ports: () => readonly number[]): Promise<RoundRobin> {
  let turn = 0;
  const served = new Map<number, number>();
  const server = createServer((incoming, reply) => {
    void (async () => {
      const body = await readAll(incoming);
      const upstreams = ports();
      for (let tried = 0; tried < upstreams.length; tried += 1) {
        const port = upstreams[turn++ % upstreams.length] ?? 0;
        try {
          const answer = await forward(port, incoming, body);
          served.set(port, (served.get(port) ?? 0) + 1);
          reply.writeHead(answer.status, answer.headers).end(answer.body);
          return;
        } catch (error) {
          // refused: that instance is down and never saw the request; try the next one
          if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
        }
      }
      reply.writeHead(502, { 'content-type': 'application/json' }).end('{"statusCode":502}');
    })();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        served,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}
