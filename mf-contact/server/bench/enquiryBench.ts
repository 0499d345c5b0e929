/**
 * `npm run bench:enquiry -w mf-contact`: loads the real enquiry server (its own process, a
 * fresh SQLite file, loopback) with concurrent enquiries for a bounded time, prints throughput
 * and p99 latency, then checks that every enquiry answered 201 is in the database.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { fileURLToPath } from 'node:url';
import { fetchToken, jsonHeaders, validEnquiry } from '../testing/http';
import { removeDir, startServerProcess, tempDataDir } from '../testing/serverProcess';

function setting(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}

async function bench(): Promise<number> {
  const duration = setting('BENCH_DURATION', 10, 300);
  const connections = setting('BENCH_CONNECTIONS', 10, 500);
  const workspaceDir = fileURLToPath(new URL('../..', import.meta.url));
  const dataDir = tempDataDir();
  // The per-address limit would stop a benchmark from one address after 5 requests.
  const server = await startServerProcess({ ENQUIRY_RATE_LIMIT: '1000000000' }, dataDir, {
    workspaceDir,
  });

  server.hold();
  try {
    const session = await fetchToken(server.url);
    const acknowledged: string[] = [];
    let sequence = 0;
    console.log(
      `Enquiry benchmark: ${connections} connections for ${duration}s against ${server.url} (SQLite, WAL, full sync)`,
    );
    const result = await autocannon({
      url: server.url,
      connections,
      duration,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: '/general/enquiry',
          headers: { ...jsonHeaders(session) } as Record<string, string>,
          setupRequest: (request) => {
            sequence += 1;
            return {
              ...request,
              body: JSON.stringify({
                data: { ...validEnquiry, name: `Benchmark visitor ${sequence}` },
              }),
            };
          },
          onResponse: (status, body) => {
            if (status === 201) acknowledged.push((JSON.parse(body) as { id: string }).id);
          },
        },
      ],
    });

    const exitCode = await server.stop();
    const db = new Database(server.sqliteFile, { readonly: true });
    const stored = new Set(
      db
        .prepare<[], { id: string }>('SELECT id FROM enquiries')
        .all()
        .map((row) => row.id),
    );
    db.close();
    const missing = acknowledged.filter((id) => !stored.has(id));
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');

    console.log(`
Throughput      ${result.requests.average.toFixed(1)} requests/s (average over ${result.duration.toFixed(1)}s)
Latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms
Responses       ${statuses || 'none'}; errors ${result.errors}, timeouts ${result.timeouts}
Acknowledged    ${acknowledged.length} enquiries answered 201
In the database ${stored.size} rows; acknowledged but missing: ${missing.length}
Server stopped  exit code ${exitCode}`);

    if (acknowledged.length === 0) {
      console.error('FAIL: no enquiry was acknowledged');
      return 1;
    }
    if (missing.length > 0) {
      console.error(`FAIL: ${missing.length} acknowledged enquiries are not in the database`);
      return 1;
    }
    console.log('OK: every acknowledged enquiry is in the database.');
    return 0;
  } finally {
    if (server.child.exitCode === null) await server.kill();
    removeDir(dataDir);
  }
}

bench().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('The benchmark could not run:', error);
    process.exitCode = 1;
  },
);
