/**
 * `npm run bench:memory -w bench`: the shell's server under a flood of distinct junk paths
 * (unknown albums, articles, lessons, concerts, pages and files), as a crawler or an attacker
 * sends them. Prints the server's heap after garbage collection before and after: every cache
 * is bounded, so it must grow by less than 10 MB. Needs the production builds (`npm run build`).
 * Run with `node --expose-gc` (the npm script does).
 */
import { startAppServer } from '@harmoni/serve';
import { remoteApps } from '@harmoni/shared/apps';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLocalRegistry } from '../../../scripts/localRegistry';

const TOTAL = Number(process.env.JUNK_PATHS ?? 100_000);
const CONCURRENCY = 32;
const BUDGET_MB = 10;

const junkPath = (index: number): string => {
  const kinds = [
    `/gallery/photo/junk-album-${index}`,
    `/about/article/junk-article-${index}`,
    `/lesson/junk-lesson-${index}`,
    `/gallery/concert/junk-concert-${index}`,
    `/junk-page-${index}`,
    `/static/js/junk-${index}.js`,
  ];
  return kinds[index % kinds.length] ?? '/';
};

function heapMb(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('Run with node --expose-gc');
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function flood(base: string, from: number, count: number): Promise<void> {
  let next = from;
  const end = from + count;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < end) {
        const path = junkPath(next);
        next += 1;
        const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
        await response.arrayBuffer();
      }
    }),
  );
}

const remotes = await Promise.all(
  remoteApps.map((remote) =>
    startAppServer({
      workspace: remote.workspace,
      root: join(repoRoot, remote.workspace, 'dist'),
      port: 0,
      host: '127.0.0.1',
    }),
  ),
);
const env: Record<string, string | undefined> = {
  ...process.env,
  ...Object.fromEntries(remoteApps.map((remote, index) => [remote.urlEnv, remotes[index]?.url])),
};
// the builds recorded as live where this script serves them, so pages draw their remote parts
env.REGISTRY_FILE = writeLocalRegistry(
  env,
  join(mkdtempSync(join(tmpdir(), 'harmoni-bench-')), 'registry.json'),
);
const shell = await startAppServer({
  workspace: 'shell',
  root: join(repoRoot, 'shell', 'dist'),
  port: 0,
  host: '127.0.0.1',
  env,
});
try {
  // warm: every kind of page once, so start-up allocations are not counted as growth
  await flood(shell.url, 0, 600);
  const before = heapMb();
  const started = Date.now();
  await flood(shell.url, 600, TOTAL);
  const seconds = (Date.now() - started) / 1000;
  const after = heapMb();
  const growth = after - before;
  console.log(
    `Junk paths sent: ${TOTAL} in ${seconds.toFixed(0)} s (${(TOTAL / seconds).toFixed(0)}/s)`,
  );
  console.log(`Heap after GC: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after`);
  console.log(
    `Growth: ${growth.toFixed(1)} MB (${((growth * 1024 * 1024) / TOTAL).toFixed(0)} bytes a path); budget ${BUDGET_MB} MB: ${growth < BUDGET_MB ? 'met' : 'MISSED'}`,
  );
  if (growth >= BUDGET_MB) process.exitCode = 1;
} finally {
  await shell.close();
  await Promise.all(remotes.map((remote) => remote.close()));
}
