/** @jest-environment node */
import { normalisedMobile } from '@harmoni/shared/enquiry';
import Database from 'better-sqlite3';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fetchToken, postEnquiry, validEnquiry } from './testing/http';
import { removeDir, startServerProcess, type ServerProcess } from './testing/serverProcess';
import { startSmtpServer, type TestSmtpServer } from './testing/smtpServer';

/**
 * The school's e-mail about each enquiry, from the outbox of the compiled server: sent after
 * the commit, retried while the mail server is down or hangs, sent after a crash.
 */
// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

/** Retries within a test's time: 200 ms, then doubling up to 1 s. */
const quickRetries = { ENQUIRY_NOTIFY_RETRY_MS: '200', ENQUIRY_NOTIFY_RETRY_MAX_MS: '1000' };

interface NotificationRow {
  state: string;
  attempts: number;
  last_error: string | null;
}

function notificationOf(server: ServerProcess, id: string): NotificationRow | undefined {
  const db = new Database(server.sqliteFile, { readonly: true });
  try {
    return db
      .prepare<[string], NotificationRow>(
        'SELECT state, attempts, last_error FROM notifications WHERE enquiry_id = ?',
      )
      .get(id);
  } finally {
    db.close();
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
      // stored and mailed normalised, however it was typed
      expect(received.raw).toContain(`Mobile: ${normalisedMobile(validEnquiry.phone)}`);
      expect(storedIds(server)).toContain(id);
    } finally {
      await server.stop();
      await smtp.close();
      removeDir(server.dataDir);
    }
  }, 30_000);

  it('waits while the mail server is down, and sends once it is back', async () => {
    const port = await closedPort();
    const server = await startServerProcess({ ...smtpEnv(port), ...quickRetries });
    let smtp: TestSmtpServer | undefined;
    try {
      const response = await postEnquiry(server.url, await fetchToken(server.url));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      await waitFor(() => notificationOf(server, id)?.attempts === 2);
      expect(notificationOf(server, id)).toMatchObject({ state: 'pending', last_error: 'ESOCKET' });

      smtp = await startSmtpServer({ port });
      const received = await smtp.nextMail();
      expect(received.raw).toContain(`Enquiry id: ${id}`);
      await waitFor(() => notificationOf(server, id)?.state === 'sent');
      expect(smtp.received).toHaveLength(1);
      expect(server.output()).toContain('enquiry notification failed; it will be tried again');
    } finally {
      await server.stop();
      await smtp?.close();
      removeDir(server.dataDir);
    }
  });

  it('gives up on a mail server that never answers, and tries again until one does', async () => {
    const hung = await startSmtpServer({ silent: true });
    const server = await startServerProcess({
      ...smtpEnv(hung.port),
      ...quickRetries,
      SMTP_TIMEOUT_MS: '300',
    });
    let smtp: TestSmtpServer | undefined;
    try {
      const response = await postEnquiry(server.url, await fetchToken(server.url));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      await waitFor(() => notificationOf(server, id)?.last_error === 'ETIMEDOUT');
      await hung.close();
      smtp = await startSmtpServer({ port: hung.port });
      expect((await smtp.nextMail()).raw).toContain(`Enquiry id: ${id}`);
      await waitFor(() => notificationOf(server, id)?.state === 'sent');
    } finally {
      await server.stop();
      await hung.close();
      await smtp?.close();
      removeDir(server.dataDir);
    }
  });

  it('marks it failed once its tries are used up, and says so', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    const server = await startServerProcess({
      ...smtpEnv(smtp.port),
      ...quickRetries,
      ENQUIRY_NOTIFY_ATTEMPTS: '2',
    });
    try {
      const response = await postEnquiry(server.url, await fetchToken(server.url));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      expect(storedIds(server)).toEqual([id]);
      await waitFor(() => notificationOf(server, id)?.state === 'failed');
      expect(notificationOf(server, id)).toMatchObject({ attempts: 2, last_error: 'EMESSAGE' });
      expect(server.output()).toContain('enquiry notification failed for good');
      expect(server.output()).not.toContain('office@harmoni.test');
    } finally {
      await server.stop();
      await smtp.close();
      removeDir(server.dataDir);
    }
  });

  it('sends it after a restart when the server was killed right after the 201', async () => {
    // the mail server hangs, so the e-mail is still being sent when the server dies
    const hung = await startSmtpServer({ silent: true });
    const server = await startServerProcess(smtpEnv(hung.port));
    let smtp: TestSmtpServer | undefined;
    let restarted: ServerProcess | undefined;
    try {
      const response = await postEnquiry(server.url, await fetchToken(server.url));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      expect(await server.kill()).toBe('SIGKILL');
      await hung.close();

      smtp = await startSmtpServer({ port: hung.port });
      const mail = smtp.nextMail();
      restarted = await startServerProcess(smtpEnv(hung.port), server.dataDir);
      expect((await mail).raw).toContain(`Enquiry id: ${id}`);
      await waitFor(
        () => restarted !== undefined && notificationOf(restarted, id)?.state === 'sent',
      );
      expect(smtp.received).toHaveLength(1);
    } finally {
      await restarted?.stop();
      await hung.close();
      await smtp?.close();
      removeDir(server.dataDir);
    }
  });
});
