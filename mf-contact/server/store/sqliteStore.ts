import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  enquiryColumns,
  type EnquiryStore,
  type StoredEnquiry,
  type StoredFields,
} from './enquiryStore';
import { migrations as allMigrations, pendingMigrations, type Migration } from './migrations';

interface EnquiryRow extends StoredFields {
  id: string;
  received_at: string;
}

function fromRow({ received_at, ...fields }: EnquiryRow): StoredEnquiry {
  return { ...fields, receivedAt: received_at };
}

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
 * acknowledged survives the process being killed (or the machine losing power).
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
  const selectByKey = db.prepare<[string], EnquiryRow>(
    `SELECT ${enquiryColumns} FROM enquiries WHERE idempotency_key = ?`,
  );
  const selectAll = db.prepare<[], EnquiryRow>(
    `SELECT ${enquiryColumns} FROM enquiries ORDER BY received_at, rowid`,
  );

  return {
    kind: 'SQLite',
    async save(id, enquiry, idempotencyKey) {
      const row =
        insert.get({ id, ...enquiry, key: idempotencyKey ?? null }) ??
        (idempotencyKey === undefined ? undefined : selectByKey.get(idempotencyKey));
      if (!row) throw new Error('SQLite returned no row for the insert');
      return fromRow(row);
    },
    async findByIdempotencyKey(idempotencyKey) {
      const row = selectByKey.get(idempotencyKey);
      return row && fromRow(row);
    },
    async list() {
      return selectAll.all().map(fromRow);
    },
    async check() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
