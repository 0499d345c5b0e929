/** @jest-environment node */
import type { EnquiryFields } from '@harmoni/shared/enquiry';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FormBrowser, hiddenField } from '../testing/formBrowser';
import { fetchToken, postEnquiry, validEnquiry } from '../testing/http';
import { removeDir, startServerProcess } from '../testing/serverProcess';
import { startOutbox } from '../notify/outbox';
import { recordingLog } from '../testing/recordingLog';
import type { StoredEnquiry } from './enquiryStore';
import { migrations } from './migrations';
import { openPostgresStore } from './postgresStore';

// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

// Its own variable, never DATABASE_URL: a developer's real database is never a test's.
// .ci/postgres.sh starts a throwaway cluster and sets it.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  // straight to stderr: Jest does not show the console of a suite whose tests are all skipped
  process.stderr.write(
    'PostgreSQL store tests skipped: set TEST_DATABASE_URL (. .ci/postgres.sh) to run them.\n',
  );
}

const enquiry: EnquiryFields = {
  class: 'Cello',
  title: 'Mr',
  name: 'Arjun Nair',
  phone: '0193456789',
  email: 'arjun@example.com',
  prefer: 'Phone Call',
  remark: '',
};

/** Each run works in its own schema, so a shared database is left as it was. */
function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

(databaseUrl ? describe : describe.skip)(
  'PostgreSQL store (runs when TEST_DATABASE_URL is set)',
  () => {
    const schema = `enquiry_test_${randomUUID().replaceAll('-', '')}`;
    let url: string;
    let admin: pg.Client;

    beforeAll(async () => {
      url = withSchema(databaseUrl ?? '', schema);
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
    });

    afterAll(async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    });

    it('migrates on start, saves with a server timestamp and lists oldest first', async () => {
      const store = await openPostgresStore(url);
      const first = await store.save(randomUUID(), enquiry);
      const second = await store.save(randomUUID(), { ...enquiry, name: 'Second' });
      expect(first).toEqual({ id: expect.any(String), receivedAt: expect.any(String), ...enquiry });
      expect(Date.parse(first.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await store.list()).toEqual([first, second]);
      await store.check();
      await store.close();

      // a second start finds the schema migrated and the rows kept
      const reopened = await openPostgresStore(url);
      expect(await reopened.list()).toHaveLength(2);
      await reopened.close();
      const versions = await admin.query(`SELECT version FROM ${schema}.schema_migrations`);
      expect(versions.rows).toEqual(migrations.map(({ version }) => ({ version })));
    });

    it('stores a key once, even when two instances save it at the same moment', async () => {
      const [one, two] = await Promise.all([openPostgresStore(url), openPostgresStore(url)]);
      try {
        const key = randomUUID();
        const saves = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            (i % 2 ? one : two).save(randomUUID(), { ...enquiry, name: 'Once' }, key),
          ),
        );
        expect(new Set(saves.map((saved) => saved.id)).size).toBe(1);
        const rows = await admin.query(
          `SELECT id FROM ${schema}.enquiries WHERE idempotency_key = $1`,
          [key],
        );
        expect(rows.rows).toEqual([{ id: saves[0]?.id }]);
      } finally {
        await one.close();
        await two.close();
      }
    });

    it('serves the enquiry endpoint from PostgreSQL', async () => {
      const server = await startServerProcess({ DATABASE_URL: url });
      try {
        const response = await postEnquiry(server.url, await fetchToken(server.url));
        expect(response.statusCode).toBe(201);
        const { id } = response.json<{ id: string }>();
        const row = await admin.query(`SELECT name, phone FROM ${schema}.enquiries WHERE id = $1`, [
          id,
        ]);
        expect(row.rows).toEqual([{ name: validEnquiry.name, phone: '+60123456789' }]);
        expect(server.output()).toContain('"database":"PostgreSQL"');

        // text PostgreSQL cannot hold is refused by validation (400), never a database error (500)
        const session = await fetchToken(server.url);
        for (const name of ['NUL\u0000inside', 'lone \uD83D surrogate']) {
          const refused = await postEnquiry(server.url, session, { ...validEnquiry, name });
          expect(refused.statusCode).toBe(400);
        }

        // the form without JavaScript: its draft, then stored once however often it is sent
        const browser = new FormBrowser(`${server.url}/general/enquiry/form`);
        const form = { ...(validEnquiry as Record<string, string>), name: 'Form On Postgres' };
        const check = await browser.submit(form);
        expect(check.page.body).toContain('<h1>Check your enquiry</h1>');
        const token = hiddenField(check.page.body, '_csrf');
        for (let press = 0; press < 3; press += 1) {
          const sent = await browser.submit({ ...form, _csrf: token });
          expect(sent.page.body).toContain('<h1>Thank you!</h1>');
        }
        expect((await browser.get(check.url)).body).toContain('<h1>Thank you!</h1>');
        const stored = await admin.query(
          `SELECT count(*)::int AS n FROM ${schema}.enquiries WHERE name = 'Form On Postgres'`,
        );
        expect(stored.rows).toEqual([{ n: 1 }]);
      } finally {
        await server.stop();
        removeDir(server.dataDir);
      }
    }, 30_000);

    it('two instances share one rate limit through PostgreSQL', async () => {
      const settings = { DATABASE_URL: url, ENQUIRY_RATE_LIMIT: '4' };
      const [one, two] = await Promise.all([
        startServerProcess(settings),
        startServerProcess(settings),
      ]);
      try {
        // an address of its own: the other tests' requests are counted in the same table
        const visitor = { localAddress: '127.0.0.44' };
        const sessions = [await fetchToken(one.url, visitor), await fetchToken(two.url, visitor)];
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const server = attempt % 2 ? two : one;
          const session = sessions[attempt % 2];
          if (!session) throw new Error('no session');
          statuses.push((await postEnquiry(server.url, session, undefined, visitor)).statusCode);
        }
        // with a count in each process's memory this was 201 six times
        expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
      } finally {
        await Promise.all([one.stop(), two.stop()]);
        removeDir(one.dataDir);
        removeDir(two.dataDir);
      }
    });

    it('sends each e-mail once when two instances work the outbox at once', async () => {
      const stores = await Promise.all([openPostgresStore(url), openPostgresStore(url)]);
      const sent: string[] = [];
      const sender = {
        send: async (stored: StoredEnquiry) => void sent.push(stored.id),
        close() {},
      };
      const ids: string[] = Array.from({ length: 30 }, () => randomUUID());
      for (const [index, id] of ids.entries()) {
        await stores[index % 2]?.save(id, enquiry, undefined, { notify: true });
      }
      const outboxes = await Promise.all(
        stores.map((store) =>
          startOutbox({
            store,
            sender,
            log: recordingLog(),
            retry: { firstDelayMs: 50, maxDelayMs: 50, attempts: 3 },
            leaseMs: 30_000,
          }),
        ),
      );
      try {
        const deadline = Date.now() + 15_000;
        while (sent.length < ids.length && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect([...sent].sort()).toEqual([...ids].sort());
        const counts = await stores[0]?.notificationCounts();
        expect(counts).toEqual({ pending: 0, failed: 0 });
        const listed = await stores[1]?.list();
        expect(
          listed
            ?.filter((row) => ids.includes(row.id))
            .every((row) => row.notification?.state === 'sent'),
        ).toBe(true);
      } finally {
        await Promise.all(outboxes.map((outbox) => outbox.stop()));
        await Promise.all(stores.map((store) => store.close()));
      }
    });

    it('keeps a form draft for the browser that posted it', async () => {
      const store = await openPostgresStore(url);
      try {
        const id = randomUUID();
        await store.saveDraft({ id, browser: 'browser-a', fields: { name: 'Tan', admin: 'x' } });
        expect(await store.findDraft(id, 'browser-a')).toEqual({
          id,
          browser: 'browser-a',
          fields: { name: 'Tan', admin: 'x' },
        });
        expect(await store.findDraft(id, 'browser-b')).toBeUndefined();
      } finally {
        await store.close();
      }
    });
  },
);
