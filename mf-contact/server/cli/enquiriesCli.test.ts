/** @jest-environment node */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openSqliteStore } from '../store/sqliteStore';
import { contactDir, removeDir, serverCommand, tempDataDir } from '../testing/serverProcess';
import { validEnquiry } from '../testing/http';

// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

const run = promisify(execFile);

/** The compiled command, as `npm run enquiries` runs it in the artifact. */
function cli(args: string[], dataDir: string, cwd = dataDir) {
  return run(process.execPath, [...serverCommand('cli/enquiries'), ...args], {
    cwd: contactDir,
    env: { ...process.env, DATABASE_URL: '', ENQUIRY_DATA_DIR: dataDir, INIT_CWD: cwd },
  });
}

describe('npm run enquiries', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    const store = openSqliteStore(join(dataDir, 'enquiries.sqlite'));
    await store.save('first-id', { ...validEnquiry, email: validEnquiry.email ?? '', remark: '' });
    await store.save(
      'second-id',
      {
        ...validEnquiry,
        name: 'Ravi, "Ravi" Kumar',
        email: '',
        remark: '=cmd()',
      },
      undefined,
      { notify: true },
    );
    await store.close();
  });
  afterAll(() => removeDir(dataDir));

  it('lists the enquiries, oldest first', async () => {
    const { stdout } = await cli([], dataDir);
    expect(stdout).toContain(`Piano  Ms ${validEnquiry.name}`);
    expect(stdout.indexOf('first-id')).toBeLessThan(stdout.indexOf('second-id'));
    expect(stdout).toContain('e-mail: waiting to be sent');
    expect(stdout).toContain(
      `2 enquiries (${join(dataDir, 'enquiries.sqlite')}). E-mails: 0 sent, 1 waiting, 0 failed.`,
    );
  }, 20_000);

  it('exports CSV to a file relative to where the command was typed', async () => {
    const { stdout } = await cli(['--csv', 'export.csv'], dataDir);
    const file = join(dataDir, 'export.csv');
    expect(stdout).toContain(`Wrote 2 enquiries to ${file}`);
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"id","receivedAt","class","title","name","phone","email","prefer","remark"',
    );
    expect(lines[1]).toMatch(/^"first-id",/);
    expect(lines[2]).toContain(`"Ravi, ""Ravi"" Kumar","'+6012-3456789","","WhatsApp","'=cmd()"`);
  }, 20_000);

  it('prints JSON', async () => {
    const { stdout } = await cli(['--json'], dataDir);
    const enquiries = JSON.parse(stdout) as { id: string; notification?: { state: string } }[];
    expect(enquiries.map((enquiry) => enquiry.id)).toEqual(['first-id', 'second-id']);
    expect(enquiries[1]?.notification).toEqual({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: expect.any(String),
    });
  }, 20_000);

  it('explains its usage on a wrong option and exits 2', async () => {
    await expect(cli(['--xml'], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run enquiries'),
    });
  }, 20_000);
});
