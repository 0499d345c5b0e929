import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
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
import { draftFields } from './drafts';
import { migrations as allMigrations, pendingMigrations, type Migration } from './migrations';

interface EnquiryRow extends StoredFields {
  id: string;
  received_at: string;
}

interface ListedRow extends EnquiryRow {
  state: NotificationState | null;
  attempts: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
}

function fromRow({ received_at, ...fields }: EnquiryRow): StoredEnquiry {
  return { ...fields, receivedAt: received_at };
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
      ...(state === 'pending' && next_attempt_at ? { nextAttemptAt: next_attempt_at } : {}),
      ...(sent_at ? { sentAt: sent_at } : {}),
    },
  };
}

const now = () => new Date().toISOString();

function migrate(db: Database.Database, migrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  // IMMEDIATE takes the write lock first, so two servers starting together cannot both migrate.
  db.transaction(() => {
    const applied = db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version);
    for (const migration of pendingMigrations(applied, migrations)) {
      db.exec(migration.sqlite);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(
        migration.version,
        migration.name,
      );
    }
  }).immediate();
}

/**
 * SQLite in WAL mode with full sync: a row is on disk when `save` returns, so an enquiry we
 * acknowledged (and its e-mail in the outbox) survives the process being killed (or the
 * machine losing power).
 */
export function openSqliteStore(
  file: string,
  migrations: readonly Migration[] = allMigrations,
): EnquiryStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);

  // A key already stored inserts nothing; the row saved under it is read instead.
  const insert = db.prepare<[Record<string, string | null>], EnquiryRow>(
    `INSERT INTO enquiries (id, class, title, name, phone, email, prefer, remark, idempotency_key)
     VALUES (@id, @class, @title, @name, @phone, @email, @prefer, @remark, @key)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${enquiryColumns}`,
  );
  const insertNotification = db.prepare<[string]>(
    'INSERT INTO notifications (enquiry_id) VALUES (?)',
  );
  const selectByKey = db.prepare<[string], EnquiryRow>(
    `SELECT ${enquiryColumns} FROM enquiries WHERE idempotency_key = ?`,
  );
  const selectAll = db.prepare<[], ListedRow>(
    `SELECT ${enquiryColumnsOf('e')},
       n.state, n.attempts, n.last_error, n.next_attempt_at, n.sent_at
     FROM enquiries e LEFT JOIN notifications n ON n.enquiry_id = e.id
     ORDER BY e.received_at, e.rowid`,
  );
  const saveRow = db.transaction(
    (values: Record<string, string | null>, key: string | null, notify: boolean) => {
      const row = insert.get(values);
      if (row && notify) insertNotification.run(row.id);
      return row ?? (key === null ? undefined : selectByKey.get(key));
    },
  );

  const claim = db.prepare<[{ now: string; until: string; limit: number }], { id: string }>(
    `UPDATE notifications SET claimed_until = @until, attempts = attempts + 1
     WHERE enquiry_id IN (
       SELECT enquiry_id FROM notifications
       WHERE state = 'pending' AND next_attempt_at <= @now
         AND (claimed_until IS NULL OR claimed_until <= @now)
       ORDER BY next_attempt_at LIMIT @limit)
     RETURNING enquiry_id AS id`,
  );
  const claimed = db.prepare<[string], EnquiryRow & { attempts: number }>(
    `SELECT ${enquiryColumnsOf('e')}, n.attempts
     FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id WHERE n.enquiry_id = ?`,
  );
  const claimDue = db.transaction((limit: number, leaseMs: number) =>
    claim
      .all({ now: now(), until: new Date(Date.now() + leaseMs).toISOString(), limit })
      .map(({ id }) => claimed.get(id))
      .filter((row) => row !== undefined),
  );
  const markSent = db.prepare<[string, string]>(
    `UPDATE notifications SET state = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL
     WHERE enquiry_id = ?`,
  );
  const markFailed = db.prepare<[string, string, string | null, string]>(
    `UPDATE notifications SET claimed_until = NULL, last_error = ?,
       state = ?, next_attempt_at = coalesce(?, next_attempt_at)
     WHERE enquiry_id = ?`,
  );
  const nextDue = db.prepare<[], { due: string | null }>(
    `SELECT min(max(next_attempt_at, coalesce(claimed_until, ''))) AS due
     FROM notifications WHERE state = 'pending'`,
  );
  const counts = db.prepare<[], { pending: number; failed: number }>(
    `SELECT coalesce(sum(state = 'pending'), 0) AS pending, coalesce(sum(state = 'failed'), 0) AS failed
     FROM notifications`,
  );
  const dropOldDrafts = db.prepare<[string]>('DELETE FROM form_drafts WHERE created_at < ?');
  const insertDraft = db.prepare<[string, string, string]>(
    'INSERT INTO form_drafts (id, browser, fields) VALUES (?, ?, ?)',
  );
  const selectDraft = db.prepare<[string, string, string], { fields: string }>(
    'SELECT fields FROM form_drafts WHERE id = ? AND browser = ? AND created_at >= ?',
  );
  const draftsSince = () => new Date(Date.now() - draftLifetimeMs).toISOString();

  return {
    kind: 'SQLite',
    async save(id, enquiry, idempotencyKey, options = {}) {
      const key = idempotencyKey ?? null;
      const row = saveRow({ id, ...enquiry, key }, key, options.notify ?? false);
      if (!row) throw new Error('SQLite returned no row for the insert');
      return fromRow(row);
    },
    async findByIdempotencyKey(idempotencyKey) {
      const row = selectByKey.get(idempotencyKey);
      return row && fromRow(row);
    },
    async list() {
      return selectAll.all().map(listed);
    },
    async claimNotifications(limit, leaseMs) {
      return claimDue(limit, leaseMs).map(({ attempts, ...row }) => ({
        enquiry: fromRow(row),
        attempt: attempts,
      }));
    },
    async notificationSent(enquiryId) {
      markSent.run(now(), enquiryId);
    },
    async notificationFailed(enquiryId, errorCode, retryAt) {
      markFailed.run(
        errorCode,
        retryAt ? 'pending' : 'failed',
        retryAt ? retryAt.toISOString() : null,
        enquiryId,
      );
    },
    async nextNotificationDue() {
      const due = nextDue.get()?.due;
      return due ? new Date(due) : undefined;
    },
    async releaseNotificationClaims() {
      db.prepare(
        'UPDATE notifications SET claimed_until = NULL WHERE claimed_until IS NOT NULL',
      ).run();
    },
    async notificationCounts() {
      return counts.get() ?? { pending: 0, failed: 0 };
    },
    async saveDraft(draft) {
      dropOldDrafts.run(draftsSince());
      insertDraft.run(draft.id, draft.browser, JSON.stringify(draft.fields));
    },
    async findDraft(id, browser) {
      const row = selectDraft.get(id, browser, draftsSince());
      return row && { id, browser, fields: draftFields(JSON.parse(row.fields)) };
    },
    async check() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
