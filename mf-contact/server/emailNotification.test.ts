/** @jest-environment node */
import Database from 'better-sqlite3';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fetchToken, postEnquiry, validEnquiry } from './testing/http';
import { removeDir, startServerProcess, type ServerProcess } from './testing/serverProcess';
import { startSmtpServer } from './testing/smtpServer';

// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

function storedIds(server: ServerProcess): string[] {
  const db = new Database(server.sqliteFile, { readonly: true });
  const ids = db.prepare<[], { id: string }>('SELECT id FROM enquiries').all();
  db.close();
  return ids.map((row) => row.id);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const smtpEnv = (port: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_FROM: 'website@harmoni.test',
  SMTP_TO: 'office@harmoni.test',
});

describe('e-mail notification of a stored enquiry', () => {
  it('is sent to the school after the enquiry is committed', async () => {
    const smtp = await startSmtpServer();
    const server = await startServerProcess(smtpEnv(smtp.port));
    try {
      const mail = smtp.nextMail();
      const response = await postEnquiry(server.url, await fetchToken(server.url));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      const received = await mail;
      expect(received.to).toEqual(['office@harmoni.test']);
      expect(received.raw).toContain(`Enquiry id: ${id}`);
      expect(received.raw).toContain(`Mobile: ${validEnquiry.phone}`);
      expect(storedIds(server)).toContain(id);
    } finally {
      await server.stop();
      await smtp.close();
      removeDir(server.dataDir);
    }
  }, 30_000);

  it.each([
    [
      'refuses the message',
      async () => {
        const smtp = await startSmtpServer({ refuse: true });
        return { port: smtp.port, close: () => smtp.close() };
      },
    ],
    ['cannot be reached', async () => ({ port: await closedPort(), close: async () => undefined })],
  ])(
    'still stores and acknowledges the enquiry when the mail server %s',
    async (_case, start) => {
      const smtp = await start();
      const server = await startServerProcess(smtpEnv(smtp.port));
      try {
        const response = await postEnquiry(server.url, await fetchToken(server.url));
        expect(response.statusCode).toBe(201);
        expect(storedIds(server)).toEqual([response.json<{ id: string }>().id]);
        // the failure is logged once the attempt ends; stopping waits for it
        expect(await server.stop()).toBe(0);
        expect(server.output()).toContain('enquiry notification failed; the enquiry is stored');
      } finally {
        await smtp.close();
        removeDir(server.dataDir);
      }
    },
    30_000,
  );
});
