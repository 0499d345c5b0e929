/**
 * A TCP relay that passes requests to the server and throws its answers away: the visitor's
 * side of an overload or a dropped connection, where the enquiry is stored but the browser
 * never hears so and times out.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface LostAnswers {
  url: string;
  close(): Promise<void>;
}

export function loseAnswersOf(targetPort: number): Promise<LostAnswers> {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream);
    upstream.resume(); // read the answer, deliver nothing
  });
  return new Promise((resolve) => {
    relay.listen(0, '127.0.0.1', () => {
      const { port } = relay.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            relay.close(() => closed());
          }),
      });
    });
  });
}
