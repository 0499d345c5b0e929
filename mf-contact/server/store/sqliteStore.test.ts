/** @jest-environment node */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { EnquiryFields } from '@harmoni/shared/enquiry';
import { removeDir, tempDataDir } from '../testing/serverProcess';
import { migrations, pendingMigrations } from './migrations';
import { openSqliteStore } from './sqliteStore';

const enquiry: EnquiryFields = {
  class: 'Guitar',
  title: 'Ms',
  name: 'Priya Devi',
  phone: '0173456789',
  email: '',
  prefer: 'Email',
  remark: '',
};

let dir: string;
beforeEach(() => {
  dir = tempDataDir();
});
afterEach(() => removeDir(dir));

describe('openSqliteStore', () => {
  it('creates the folder and the file on first start, in WAL mode with full sync', async () => {
    const file = join(dir, 'nested', 'data', 'enquiries.sqlite');
    const store = openSqliteStore(file);
    await store.check();
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(
      db.prepare<[], { version: number }>('SELECT version FROM schema_migrations').all(),
    ).toEqual(migrations.map(({ version }) => ({ version })));
    db.close();
  });

  it('saves with a server timestamp and lists oldest first', async () => {
    const store = openSqliteStore(join(dir, 'e.sqlite'));
    const before = new Date().toISOString();
    const first = await store.save('id-1', enquiry);
    const second = await store.save('id-2', { ...enquiry, name: 'Second' });
    expect(first).toEqual({ id: 'id-1', receivedAt: expect.any(String), ...enquiry });
    expect(first.receivedAt >= before.slice(0, 19)).toBe(true);
    expect(first.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await store.list()).toEqual([first, second]);
    await store.close();
  });

  it('refuses a duplicate id rather than overwrite an enquiry', async () => {
    const store = openSqliteStore(join(dir, 'e.sqlite'));
    await store.save('same', enquiry);
    // matched by message: the native module's errors may come from another test file's realm
    await expect(store.save('same', enquiry)).rejects.toMatchObject({
      message: expect.stringMatching(/UNIQUE constraint failed/),
    });
    expect(await store.list()).toHaveLength(1);
    await store.close();
  });

  it('keeps its rows across reopening and applies each migration once', async () => {
    const file = join(dir, 'e.sqlite');
    const store = openSqliteStore(file);
    await store.save('kept', enquiry);
    await store.close();

    const later = [
      ...migrations,
      {
        version: migrations.length + 1,
        name: 'add source',
        sqlite: "ALTER TABLE enquiries ADD COLUMN source TEXT NOT NULL DEFAULT 'web'",
        postgres: '',
      },
    ];
    const reopened = openSqliteStore(file, later);
    expect((await reopened.list()).map((row) => row.id)).toEqual(['kept']);
    await reopened.close();
    // a third start finds nothing left to do (applying v2 again would fail: duplicate column)
    const again = openSqliteStore(file, later);
    await again.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT source FROM enquiries').get()).toEqual({ source: 'web' });
    db.close();
  });
});

describe('pendingMigrations', () => {
  it('returns the ones not applied yet, in version order', () => {
    const all = [
      { version: 3, name: 'c', sqlite: '', postgres: '' },
      { version: 1, name: 'a', sqlite: '', postgres: '' },
      { version: 2, name: 'b', sqlite: '', postgres: '' },
    ];
    expect(pendingMigrations([1], all).map((m) => m.version)).toEqual([2, 3]);
    expect(pendingMigrations([1, 2, 3], all)).toEqual([]);
  });
});
