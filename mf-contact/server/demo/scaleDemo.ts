/**
 * `npm run demo:scale -w mf-contact` (not a test; it prints what happened). Two enquiry
 * server instances share one PostgreSQL database behind the shell's real `/api` proxy (and a
 * round-robin balancer in between). A burst of visitors submits enquiries the way the form
 * does: one idempotency key per submission, the same key on every retry. Part-way through, one
 * instance is killed with SIGKILL. Then it is restarted, and one visitor sends more than the
 * rate limit allows, alternating between the instances.
 *
 * Needs TEST_DATABASE_URL (or DEMO_DATABASE_URL): `. .ci/postgres.sh` gives a throwaway one.
 * Works in a schema of its own and drops it afterwards.
 */
import { newIdempotencyKey } from '@harmoni/shared/enquiry';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { fetchToken, postEnquiry, validEnquiry, type RequestOptions } from '../testing/http';
import { removeDir, startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { startShellProxy } from '../testing/shellProxy';
import { startRoundRobin } from './roundRobin';

const submissions = Number(process.env.DEMO_SUBMISSIONS ?? 200);
const concurrency = Number(process.env.DEMO_CONCURRENCY ?? 20);
const killAfter = Math.floor(submissions / 3);
const rateLimit = 5;

const databaseUrl = process.env.DEMO_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set TEST_DATABASE_URL (`. .ci/postgres.sh` starts a throwaway PostgreSQL).');
  process.exit(2);
}

const schema = `scale_demo_${randomUUID().replaceAll('-', '')}`;
const url = new URL(databaseUrl);
url.searchParams.set('options', `-c search_path=${schema}`);

/** Every instance: the same database and cookie key, trusting the balancer on loopback. */
const instanceEnv = {
  DATABASE_URL: url.toString(),
  ENQUIRY_COOKIE_SECRET: randomBytes(32).toString('hex'),
  ENQUIRY_TRUSTED_PROXIES: '127.0.0.1',
  ENQUIRY_RATE_LIMIT: String(rateLimit),
  ENQUIRY_MIN_FILL_MS: '0',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visitor per submission, each from an address of its own (127.0.1.x, 127.0.2.x, …). */
function visitor(index: number): RequestOptions {
  return { localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}` };
}

interface Outcome {
  key: string;
  name: string;
  acknowledgedId?: string;
  attempts: number;
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const instances: ServerProcess[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    instances.push(await startServerProcess(instanceEnv), await startServerProcess(instanceEnv));
    for (const instance of instances) instance.hold();
    const alive = new Set(instances);
    const balancer = await startRoundRobin(() => [...alive].map((instance) => instance.port));
    cleanups.push(() => balancer.close());
    const shell = await startShellProxy(balancer.url);
    cleanups.push(() => shell.close());
    const api = shell.apiUrl;
    console.log(
      `Two enquiry servers (ports ${instances.map((i) => i.port).join(', ')}) on PostgreSQL, ` +
        `behind the shell's /api proxy at ${api}`,
    );

    // --- a burst of submissions, one instance killed part-way --------------------------
    const outcomes: Outcome[] = [];
    let next = 0;
    let started = 0;
    let killed: ServerProcess | undefined;
    const submitOne = async (index: number) => {
      const from = visitor(index);
      const outcome: Outcome = {
        key: newIdempotencyKey(),
        name: `Scale Demo ${index}`,
        attempts: 0,
      };
      outcomes.push(outcome);
      const headers = { 'idempotency-key': outcome.key };
      while (outcome.attempts < 6 && !outcome.acknowledgedId) {
        outcome.attempts += 1;
        try {
          const session = await fetchToken(api, from);
          const answer = await postEnquiry(
            api,
            session,
            { ...validEnquiry, name: outcome.name },
            {
              ...from,
              headers,
            },
          );
          if (answer.statusCode === 201) outcome.acknowledgedId = answer.json<{ id: string }>().id;
        } catch {
          // the answer was lost: the form shows its failure dialog and the visitor sends again
        }
        if (!outcome.acknowledgedId) await pause(150);
      }
    };
    const worker = async () => {
      while (next < submissions) {
        const index = next++;
        started += 1;
        if (started === killAfter && !killed) {
          killed = instances[0];
          if (killed) {
            alive.delete(killed);
            void killed.kill();
            console.log(
              `SIGKILL to the instance on port ${killed.port} after ${killAfter} submissions started`,
            );
          }
        }
        await submitOne(index);
      }
    };
    const began = Date.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (Date.now() - began) / 1000;

    const rows = await admin.query<{ name: string; n: string }>(
      `SELECT name, count(*) AS n FROM ${schema}.enquiries GROUP BY name`,
    );
    const stored = new Map(rows.rows.map((row) => [row.name, Number(row.n)]));
    const acknowledged = outcomes.filter((outcome) => outcome.acknowledgedId);
    const lost = acknowledged.filter((outcome) => !stored.has(outcome.name)).length;
    const duplicated = [...stored.values()].filter((count) => count > 1).length;
    const storedRows = [...stored.values()].reduce((sum, count) => sum + count, 0);
    const retried = outcomes.filter((outcome) => outcome.attempts > 1).length;
    console.log(
      `\nBurst: ${submissions} submissions, ${concurrency} at a time, ${seconds.toFixed(1)} s`,
    );
    console.log(`  acknowledged (201):      ${acknowledged.length}`);
    console.log(`  stored rows:             ${storedRows}`);
    console.log(`  lost (acknowledged, not stored): ${lost}`);
    console.log(`  duplicated (stored twice):       ${duplicated}`);
    console.log(`  submissions that needed a retry: ${retried}`);
    console.log(
      `  answered by port: ${[...balancer.served].map(([port, n]) => `${port}: ${n}`).join(', ')}`,
    );

    // --- the rate limit, across both instances ----------------------------------------
    if (killed) {
      const restarted = await startServerProcess(instanceEnv);
      restarted.hold();
      instances.push(restarted);
      alive.add(restarted);
      console.log(`\nRestarted an instance on port ${restarted.port}; two instances again.`);
    }
    const one: RequestOptions = { localAddress: '127.0.9.9' };
    const session = await fetchToken(api, one);
    const before = new Map(balancer.served);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < rateLimit * 2; attempt += 1) {
      statuses.push((await postEnquiry(api, session, validEnquiry, one)).statusCode);
    }
    const spread = [...balancer.served]
      .map(([port, n]) => `${port}: ${n - (before.get(port) ?? 0)}`)
      .join(', ');
    console.log(
      `Rate limit ${rateLimit}/min, one visitor sends ${rateLimit * 2}, spread over ${spread}:`,
    );
    console.log(`  ${statuses.join(' ')}`);
    const accepted = statuses.filter((status) => status === 201).length;
    console.log(
      `  accepted ${accepted} of ${rateLimit * 2} (the limit held across both: ${accepted === rateLimit})`,
    );

    const ok = lost === 0 && duplicated === 0 && accepted === rateLimit;
    console.log(`\n${ok ? 'OK' : 'FAILED'}: ${lost} lost, ${duplicated} duplicated.`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await Promise.all(instances.map((instance) => instance.stop()));
    for (const instance of instances) removeDir(instance.dataDir);
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
