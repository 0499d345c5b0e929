/**
 * Schema changes, applied in order on start; each runs once per database, recorded in
 * schema_migrations. Add a new entry to change the schema, never edit an applied one.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create enquiries',
    sqlite: `
      CREATE TABLE enquiries (
        id TEXT PRIMARY KEY,
        received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        class TEXT NOT NULL,
        title TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL DEFAULT '',
        prefer TEXT NOT NULL,
        remark TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX enquiries_received_at ON enquiries (received_at);`,
    postgres: `
      CREATE TABLE enquiries (
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now(),
        class text NOT NULL,
        title text NOT NULL,
        name text NOT NULL,
        phone text NOT NULL,
        email text NOT NULL DEFAULT '',
        prefer text NOT NULL,
        remark text NOT NULL DEFAULT ''
      );
      CREATE INDEX enquiries_received_at ON enquiries (received_at);`,
  },
  {
    // The form's key for one submission: a retry after a lost answer finds the first row.
    // Rows from before have none (NULL), which a unique index allows any number of times.
    version: 2,
    name: 'add idempotency key',
    sqlite: `
      ALTER TABLE enquiries ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX enquiries_idempotency_key ON enquiries (idempotency_key);`,
    postgres: `
      ALTER TABLE enquiries ADD COLUMN idempotency_key uuid;
      CREATE UNIQUE INDEX enquiries_idempotency_key ON enquiries (idempotency_key);`,
  },
  {
    // Rate-limit counts shared by every instance (rateLimit/postgresRateLimitStore.ts). With
    // SQLite the server is one process and counts in memory: nothing to create.
    version: 3,
    name: 'add rate limits',
    sqlite: '',
    postgres: `
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        count integer NOT NULL,
        window_ends timestamptz NOT NULL
      );`,
  },
  {
    // The outbox: an enquiry's e-mail is recorded in the transaction that stores it, and a
    // worker sends it (notify/outbox.ts). Enquiries from before have no row: not sent by it.
    version: 4,
    name: 'add notification outbox',
    sqlite: `
      CREATE TABLE notifications (
        enquiry_id TEXT PRIMARY KEY REFERENCES enquiries (id),
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        claimed_until TEXT,
        last_error TEXT,
        sent_at TEXT
      );
      CREATE INDEX notifications_due ON notifications (state, next_attempt_at);`,
    postgres: `
      CREATE TABLE notifications (
        enquiry_id uuid PRIMARY KEY REFERENCES enquiries (id),
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_until timestamptz,
        last_error text,
        sent_at timestamptz
      );
      CREATE INDEX notifications_due ON notifications (state, next_attempt_at);`,
  },
  {
    // A form posted without JavaScript, kept for the page its answer redirects to.
    version: 5,
    name: 'add form drafts',
    sqlite: `
      CREATE TABLE form_drafts (
        id TEXT PRIMARY KEY,
        browser TEXT NOT NULL,
        fields TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX form_drafts_created_at ON form_drafts (created_at);`,
    postgres: `
      CREATE TABLE form_drafts (
        id uuid PRIMARY KEY,
        browser text NOT NULL,
        fields jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX form_drafts_created_at ON form_drafts (created_at);`,
  },
];

/** The migrations a database at these versions still needs, in order. */
export function pendingMigrations(
  applied: Iterable<number>,
  all: readonly Migration[] = migrations,
): Migration[] {
  const done = new Set(applied);
  return [...all].sort((a, b) => a.version - b.version).filter((m) => !done.has(m.version));
}
