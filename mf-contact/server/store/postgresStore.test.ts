/** @jest-environment node */
import type { EnquiryFields } from '@harmoni/shared/enquiry';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { fetchToken, postEnquiry, validEnquiry } from '../testing/http';
import { removeDir, startServerProcess } from '../testing/serverProcess';
import { openPostgresStore } from './postgresStore';

// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

const databaseUrl = process.env.DATABASE_URL;

if (!databaseUrl) {
  // straight to stderr: Jest does not show the console of a suite whose tests are all skipped
  process.stderr.write(
    'PostgreSQL store tests skipped: set DATABASE_URL to a disposable database to run them.\n',
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

(databaseUrl ? describe : describe.skip)('PostgreSQL store (runs when DATABASE_URL is set)', () => {
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
    expect(versions.rows).toEqual([{ version: 1 }]);
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
      expect(row.rows).toEqual([{ name: validEnquiry.name, phone: validEnquiry.phone }]);
      expect(server.output()).toContain('"database":"PostgreSQL"');
    } finally {
      await server.stop();
      removeDir(server.dataDir);
    }
  }, 30_000);
});
