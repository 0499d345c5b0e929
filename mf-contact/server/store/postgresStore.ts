import pg from 'pg';
import {
  enquiryColumns,
  type EnquiryStore,
  type StoredEnquiry,
  type StoredFields,
} from './enquiryStore';
import { migrations as allMigrations, pendingMigrations, type Migration } from './migrations';

interface EnquiryRow extends StoredFields {
  id: string;
  received_at: Date;
}

function fromRow({ received_at, ...fields }: EnquiryRow): StoredEnquiry {
  return { ...fields, receivedAt: received_at.toISOString() };
}

/** Any number for pg_advisory_xact_lock, the same in every instance of this server. */
const migrationLock = 0x48_41_52_4d; // 'HARM'

async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Instances starting together wait here; the first migrates, the others find it done.
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    for (const migration of pendingMigrations(
      applied.rows.map((row) => row.version),
      migrations,
    )) {
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** PostgreSQL (DATABASE_URL): each insert is its own transaction, committed before it resolves. */
export async function openPostgresStore(
  connectionString: string,
  migrations: readonly Migration[] = allMigrations,
): Promise<EnquiryStore> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the server; the next query retries.
  pool.on('error', () => undefined);
  try {
    await migrate(pool, migrations);
  } catch (error) {
    await pool.end();
    throw error;
  }

  async function findByIdempotencyKey(idempotencyKey: string) {
    const result = await pool.query<EnquiryRow>(
      `SELECT ${enquiryColumns} FROM enquiries WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    const row = result.rows[0];
    return row && fromRow(row);
  }

  return {
    kind: 'PostgreSQL',
    async save(id, enquiry, idempotencyKey) {
      // A key already stored (or being stored: ON CONFLICT waits for that transaction) inserts
      // nothing; the row saved under it is read instead.
      const inserted = await pool.query<EnquiryRow>(
        `INSERT INTO enquiries (id, class, title, name, phone, email, prefer, remark, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING ${enquiryColumns}`,
        [
          id,
          enquiry.class,
          enquiry.title,
          enquiry.name,
          enquiry.phone,
          enquiry.email,
          enquiry.prefer,
          enquiry.remark,
          idempotencyKey ?? null,
        ],
      );
      const row = inserted.rows[0];
      if (!row && idempotencyKey !== undefined) {
        const earlier = await findByIdempotencyKey(idempotencyKey);
        if (earlier) return earlier;
      }
      if (!row) throw new Error('PostgreSQL returned no row for the insert');
      return fromRow(row);
    },
    findByIdempotencyKey,
    async list() {
      const result = await pool.query<EnquiryRow>(
        `SELECT ${enquiryColumns} FROM enquiries ORDER BY received_at, id`,
      );
      return result.rows.map(fromRow);
    },
    async check() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
