/** @jest-environment node */
import { normalisedMobile } from '@harmoni/shared/enquiry';
import Database from 'better-sqlite3';
import { fetchToken, postEnquiry, validEnquiry } from './testing/http';
import { removeDir, startServerProcess, tempDataDir } from './testing/serverProcess';

// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

const burst = 50;
/** the server is killed once this many enquiries were acknowledged */
const killAfter = 10;

describe('a crash during a burst of enquiries', () => {
  const dataDir = tempDataDir();
  afterAll(() => removeDir(dataDir));

  it('loses none that were answered 201 (kill -9 mid-burst)', async () => {
    const server = await startServerProcess({}, dataDir);
    const session = await fetchToken(server.url);

    const acknowledged: string[] = [];
    let killed: Promise<number | string> | undefined;
    const requests = Array.from({ length: burst }, (_, index) =>
      postEnquiry(server.url, session, { ...validEnquiry, name: `Burst visitor ${index}` }).then(
        (response) => {
          if (response.statusCode === 201) {
            acknowledged.push(response.json<{ id: string }>().id);
            if (acknowledged.length === killAfter) killed = server.kill();
          }
          return response.statusCode;
        },
        // requests cut off by the crash never got an answer, so the visitor saw a failure
        () => 'no answer',
      ),
    );
    const outcomes = await Promise.all(requests);
    expect(await killed).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    expect(outcomes.every((outcome) => outcome === 201 || outcome === 'no answer')).toBe(true);
    // the crash really came mid-burst: some visitors were cut off
    expect(outcomes).toContain('no answer');

    // The database as the crash left it: every acknowledged enquiry is there, complete.
    const db = new Database(server.sqliteFile, { readonly: true });
    const rows = db
      .prepare<[], { id: string; name: string; phone: string }>(
        'SELECT id, name, phone FROM enquiries',
      )
      .all();
    db.close();
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const id of acknowledged) {
      expect(stored.get(id)).toMatchObject({
        phone: normalisedMobile(validEnquiry.phone),
        name: expect.stringMatching(/^Burst visitor \d+$/),
      });
    }

    // And the server starts again on the same files, with all of them.
    const restarted = await startServerProcess({}, dataDir);
    const again = await fetchToken(restarted.url);
    expect((await postEnquiry(restarted.url, again)).statusCode).toBe(201);
    expect(await restarted.stop()).toBe(0);
    const after = new Database(restarted.sqliteFile, { readonly: true });
    const count = after
      .prepare<[], { count: number }>('SELECT count(*) AS count FROM enquiries')
      .get();
    after.close();
    expect(count?.count).toBe(rows.length + 1);
  }, 60_000);
});
