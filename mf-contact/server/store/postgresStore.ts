import pg from 'pg';
import { draftFields } from './drafts';
import {
  draftLifetimeMs,
  enquiryColumns,
  enquiryColumnsOf,
  type EnquiryStore,
  type ListedEnquiry,
  type NotificationState,
  type StoredEnquiry,
  type StoredFields,
} from './enquiryStore';
import { migrations as allMigrations, pendingMigrations, type Migration } from './migrations';

interface EnquiryRow extends StoredFields {
  id: string;
  received_at: Date;
}

interface ListedRow extends EnquiryRow {
  state: NotificationState | null;
  attempts: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  sent_at: Date | null;
}

function fromRow({ received_at, ...fields }: EnquiryRow): StoredEnquiry {
  return { ...fields, receivedAt: received_at.toISOString() };
}

function listed({
  state,
  attempts,
  last_error,
  next_attempt_at,
  sent_at,
  ...row
}: ListedRow): ListedEnquiry {
  const enquiry = fromRow(row);
  if (state === null) return enquiry;
  return {
    ...enquiry,
    notification: {
      state,
      attempts: attempts ?? 0,
      ...(last_error ? { lastError: last_error } : {}),
      ...(state === 'pending' && next_attempt_at
        ? { nextAttemptAt: next_attempt_at.toISOString() }
        : {}),
      ...(sent_at ? { sentAt: sent_at.toISOString() } : {}),
    },
  };
}

/**
 * Due notifications, claimed for a lease; SKIP LOCKED lets instances claiming at the same
 * moment take different rows, and the lease keeps a claimed row from the others until it ends.
 */
const claimSql = `
  WITH due AS (
    SELECT enquiry_id FROM notifications
    WHERE state = 'pending' AND next_attempt_at <= now()
      AND (claimed_until IS NULL OR claimed_until <= now())
    ORDER BY next_attempt_at LIMIT $1
    FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE notifications n
    SET claimed_until = now() + make_interval(secs => $2 / 1000.0), attempts = n.attempts + 1
    FROM due WHERE n.enquiry_id = due.enquiry_id
    RETURNING n.enquiry_id, n.attempts
  )
  SELECT ${enquiryColumnsOf('e')}, claimed.attempts
  FROM claimed JOIN enquiries e ON e.id = claimed.enquiry_id`;

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

/**
 * PostgreSQL (DATABASE_URL): an enquiry and its e-mail in the outbox are one transaction,
 * committed before `save` resolves.
 */
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
    async save(id, enquiry, idempotencyKey, options = {}) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // A key already stored (or being stored: ON CONFLICT waits for that transaction)
        // inserts nothing; the row saved under it is read instead.
        const inserted = await client.query<EnquiryRow>(
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
        if (row && options.notify) {
          await client.query('INSERT INTO notifications (enquiry_id) VALUES ($1)', [row.id]);
        }
        await client.query('COMMIT');
        if (row) return fromRow(row);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      const earlier =
        idempotencyKey === undefined ? undefined : await findByIdempotencyKey(idempotencyKey);
      if (!earlier) throw new Error('PostgreSQL returned no row for the insert');
      return earlier;
    },
    findByIdempotencyKey,
    async list() {
      const result = await pool.query<ListedRow>(
        `SELECT ${enquiryColumnsOf('e')},
           n.state, n.attempts, n.last_error, n.next_attempt_at, n.sent_at
         FROM enquiries e LEFT JOIN notifications n ON n.enquiry_id = e.id
         ORDER BY e.received_at, e.id`,
      );
      return result.rows.map(listed);
    },
    async claimNotifications(limit, leaseMs) {
      const result = await pool.query<EnquiryRow & { attempts: number }>(claimSql, [
        limit,
        leaseMs,
      ]);
      return result.rows.map(({ attempts, ...row }) => ({
        enquiry: fromRow(row),
        attempt: attempts,
      }));
    },
    async notificationSent(enquiryId) {
      await pool.query(
        `UPDATE notifications SET state = 'sent', sent_at = now(), claimed_until = NULL,
           last_error = NULL
         WHERE enquiry_id = $1`,
        [enquiryId],
      );
    },
    async notificationFailed(enquiryId, errorCode, retryAt) {
      await pool.query(
        `UPDATE notifications SET claimed_until = NULL, last_error = $2, state = $3,
           next_attempt_at = coalesce($4, next_attempt_at)
         WHERE enquiry_id = $1`,
        [enquiryId, errorCode, retryAt ? 'pending' : 'failed', retryAt ?? null],
      );
    },
    async nextNotificationDue() {
      const result = await pool.query<{ due: Date | null }>(
        `SELECT min(greatest(next_attempt_at, claimed_until)) AS due
         FROM notifications WHERE state = 'pending'`,
      );
      return result.rows[0]?.due ?? undefined;
    },
    // Several instances may share the database: a lease ends on its own time.
    async releaseNotificationClaims() {},
    async notificationCounts() {
      const result = await pool.query<{ pending: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM notifications`,
      );
      return result.rows[0] ?? { pending: 0, failed: 0 };
    },
    async saveDraft(draft) {
      const since = new Date(Date.now() - draftLifetimeMs);
      await pool.query('DELETE FROM form_drafts WHERE created_at < $1', [since]);
      await pool.query('INSERT INTO form_drafts (id, browser, fields) VALUES ($1, $2, $3)', [
        draft.id,
        draft.browser,
        JSON.stringify(draft.fields),
      ]);
    },
    async findDraft(id, browser) {
      const since = new Date(Date.now() - draftLifetimeMs);
      const result = await pool.query<{ fields: unknown }>(
        'SELECT fields FROM form_drafts WHERE id = $1 AND browser = $2 AND created_at >= $3',
        [id, browser, since],
      );
      const row = result.rows[0];
      return row && { id, browser, fields: draftFields(row.fields) };
    },
    async check() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
