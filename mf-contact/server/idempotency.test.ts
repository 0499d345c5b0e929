/** @jest-environment node */
import Database from 'better-sqlite3';
import { newIdempotencyKey } from '@harmoni/shared/enquiry';
import { fetchToken, postEnquiry, validEnquiry, type TokenSession } from './testing/http';
import { loseAnswersOf } from './testing/lostAnswers';
import type { ServerProcess } from './testing/serverProcess';
import { serverForTests } from './testing/suiteServer';

jest.setTimeout(30_000);

const suite = serverForTests();
let server: ServerProcess;
let session: TokenSession;

function rowsWithKey(key: string): { id: string }[] {
  const db = new Database(server.sqliteFile, { readonly: true });
  try {
    return db
      .prepare<[string], { id: string }>('SELECT id FROM enquiries WHERE idempotency_key = ?')
      .all(key);
  } finally {
    db.close();
  }
}

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

beforeAll(async () => {
  server = suite.server;
  session = await fetchToken(server.url);
});

describe('exactly once: the Idempotency-Key', () => {
  it('a retry after the client timed out gets the original answer, and one row is stored', async () => {
    const key = newIdempotencyKey();
    // the answer is lost on the way back, so the visitor's browser times out
    const lossy = await loseAnswersOf(server.port);
    try {
      await expect(
        postEnquiry(lossy.url, session, validEnquiry, { ...withKey(key), abortAfterMs: 1500 }),
      ).rejects.toThrow('gave up');
    } finally {
      await lossy.close();
    }
    // the server stored it all the same
    const deadline = Date.now() + 5000;
    while (rowsWithKey(key).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [first] = rowsWithKey(key);
    expect(first).toBeDefined();

    const retry = await postEnquiry(server.url, session, validEnquiry, withKey(key));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ id: first?.id });
    expect(rowsWithKey(key)).toHaveLength(1);
  });

  it('ten copies sent at once: one row, every answer names it', async () => {
    const key = newIdempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postEnquiry(server.url, session, validEnquiry, withKey(key)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((answer) => answer.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    expect(rowsWithKey(key)).toEqual([{ id: [...ids][0] }]);
  });

  it('the key is matched case-insensitively (a UUID is a UUID)', async () => {
    const key = newIdempotencyKey();
    const first = await postEnquiry(server.url, session, validEnquiry, withKey(key));
    const again = await postEnquiry(server.url, session, validEnquiry, withKey(key.toUpperCase()));
    expect(again.json()).toEqual(first.json());
  });

  it('answers a known key with other fields as delivered (409, with the first), keeping the first', async () => {
    const key = newIdempotencyKey();
    const first = await postEnquiry(server.url, session, validEnquiry, withKey(key));
    const changed = await postEnquiry(
      server.url,
      session,
      { ...validEnquiry, name: 'Someone Else' },
      withKey(key),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'ENQUIRY_ALREADY_RECEIVED',
      ...first.json<object>(),
    });
    expect(rowsWithKey(key)).toHaveLength(1);
  });

  it.each(['not-a-uuid', "x' OR 1=1 --", `${newIdempotencyKey()}0`])(
    'refuses the key %j with 400 before storing',
    async (key) => {
      const response = await postEnquiry(server.url, session, validEnquiry, withKey(key));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' });
      expect(rowsWithKey(key)).toHaveLength(0);
    },
  );

  it('without a key (a page from before keys) each request is its own enquiry', async () => {
    const a = await postEnquiry(server.url, session);
    const b = await postEnquiry(server.url, session);
    expect(a.statusCode).toBe(201);
    expect(a.json<{ id: string }>().id).not.toBe(b.json<{ id: string }>().id);
  });
});
