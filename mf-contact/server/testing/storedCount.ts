import Database from 'better-sqlite3';
import type { ServerProcess } from './serverProcess';

/** How many enquiries a test's server has stored, read from its SQLite file. */
export function storedCount(server: ServerProcess): number {
  const db = new Database(server.sqliteFile, { readonly: true });
  try {
    return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM enquiries').get()?.n ?? 0;
  } finally {
    db.close();
  }
}
