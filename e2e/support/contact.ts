/**
 * The contact page's end-to-end helpers: an enquiry server of the test's own (its own
 * process, a temp database), the CLI that reads that database, and waiting for a server. Both
 * are the production build (mf-contact/dist-server/, as `npm run build` leaves it), never the
 * TypeScript. Ports 3160-3169 belong to the contact tests (see ports.ts).
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const contactPorts = {
  /** a shell whose /api reaches the test's own enquiry server */
  shell: 3160,
  enquiry: 3161,
  /** a shell whose enquiry server is down */
  orphanShell: 3162,
  /** a shell and enquiry server for the form posted without JavaScript */
  noScriptShell: 3163,
  noScriptEnquiry: 3164,
  /** the same, with a captcha provider configured on the enquiry server */
  captchaShell: 3165,
  captchaEnquiry: 3166,
  /** nothing ever listens here */
  deadEnquiry: 3169,
} as const;

const contactDir = join(repoRoot, 'mf-contact');
/** the compiled enquiry server and its `enquiries` command */
const compiled = {
  server: join(contactDir, 'dist-server/main.mjs'),
  cli: join(contactDir, 'dist-server/cli/enquiries.mjs'),
};

export interface StoredEnquiry {
  id: string;
  receivedAt: string;
  class: string;
  title: string;
  name: string;
  phone: string;
  email: string;
  prefer: string;
  remark: string;
}

/** Resolves once `url` answers 200, polling; fails after `timeoutMs`. */
export async function waitUntilHealthy(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms (${last})`);
}

export interface EnquiryServerHandle {
  url: string;
  /** what `npm run enquiries -w mf-contact -- --json` prints for this server's database */
  enquiries(): StoredEnquiry[];
  stop(): Promise<void>;
}

/** mf-contact's compiled enquiry server, as `npm start` runs it, on a temp database. */
export async function startEnquiryServer(
  port: number,
  settings: Record<string, string> = {},
): Promise<EnquiryServerHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-enquiries-'));
  const env = {
    ...process.env,
    ...settings,
    ENQUIRY_PORT: String(port),
    ENQUIRY_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_HOST: '',
    // several tests post from the same loopback address within a minute
    ENQUIRY_RATE_LIMIT: '100',
  };
  if (!existsSync(compiled.server)) {
    throw new Error(`${compiled.server} is missing: run npm run build first`);
  }
  const child: ChildProcess = spawn(process.execPath, [compiled.server], {
    cwd: contactDir,
    env,
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilHealthy(`http://localhost:${port}/healthz`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    enquiries: () =>
      JSON.parse(
        execFileSync(process.execPath, [compiled.cli, '--json'], {
          cwd: contactDir,
          env,
          encoding: 'utf8',
        }),
      ) as StoredEnquiry[],
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
