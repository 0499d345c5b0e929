/**
 * `npm run bench:workers -w bench [-- <runs>]`: how long a render worker takes to start (spawned
 * until it has loaded the shell's view and jsdom), its resident memory then (bubblewrap's
 * processes included), and its first page drawn (the shell's view alone): isolated with
 * bubblewrap, and with Node's permissions alone, as the server starts them. Needs the shell's
 * and serve's builds.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { probeIsolation } from '../../../serve/src/render/isolation';
import { readableCopies } from '../../../serve/src/render/readableCopies';
import { processTree } from '../../../serve/src/testing/processes';
import {
  sandboxedCommand,
  sandboxSpawnOptions,
  stopSandboxed,
  type WorkerIsolation,
} from '../../../serve/src/render/sandbox';

const runs = Number(process.argv[2] ?? 5);
const probing = performance.now();
const isolation = probeIsolation(process.env);
const probeMs = performance.now() - probing;
const copying = performance.now();
const files = readableCopies({
  script: join(repoRoot, 'serve/dist/renderWorker.mjs'),
  shellViewFile: join(repoRoot, 'shell/dist/ssr/renderShellView.cjs'),
  lent: ['jsdom'],
  lentFrom: join(repoRoot, 'serve'),
});
const copyMs = performance.now() - copying;

/** Resident memory of a process and its descendants, in MB (bwrap's own processes included). */
function treeRssMb(pid: number): number {
  const rssOf = (id: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  return processTree(pid).reduce((sum, id) => sum + rssOf(id), 0) / 1024;
}

interface Sample {
  readyMs: number;
  readyMb: number;
  pageMs: number;
  pageMb: number;
}

/**
 * The sandbox before bubblewrap, for comparison: the repository's own files and node_modules
 * (links and all) under Node's permissions, in a network namespace of `unshare`'s.
 */
function before(): { command: string; args: string[] } {
  const script = join(repoRoot, 'serve/dist/renderWorker.mjs');
  const shellView = join(repoRoot, 'shell/dist/ssr/renderShellView.cjs');
  const lentFrom = join(repoRoot, 'node_modules');
  const readable = [script, dirname(shellView), lentFrom];
  const node = [
    process.execPath,
    '--permission',
    ...readable.map((path) => `--allow-fs-read=${path}`),
    '--max-old-space-size=256',
    script,
    shellView,
    lentFrom,
  ];
  return { command: 'unshare', args: ['--user', '--map-root-user', '--net', ...node] };
}

async function once(how: WorkerIsolation | 'before'): Promise<Sample> {
  const { script, shellViewFile, lentFrom } = files;
  const { command, args } =
    how === 'before'
      ? before()
      : sandboxedCommand(script, [shellViewFile, lentFrom], {
          readable: [script, dirname(shellViewFile), lentFrom],
          heapMb: 256,
          isolation: how,
        });
  const started = performance.now();
  const child = spawn(command, args, {
    ...sandboxSpawnOptions,
    env: {},
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const next = () =>
    new Promise<{ type: string }>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the worker exited (${String(code)})`)));
    });
  await next();
  const readyMs = performance.now() - started;
  const readyMb = treeRssMb(child.pid ?? 0);
  const asked = performance.now();
  child.send({
    type: 'render',
    id: 1,
    task: 'page',
    url: '/about',
    siteUrl: 'http://localhost:3000',
    remotes: [],
  });
  const answer = await next();
  if (answer.type !== 'rendered')
    throw new Error(`the page was not drawn: ${JSON.stringify(answer)}`);
  const pageMs = performance.now() - asked;
  const pageMb = treeRssMb(child.pid ?? 0);
  stopSandboxed(child);
  return { readyMs, readyMb, pageMs, pageMb };
}

console.log(
  `isolation probe ${probeMs.toFixed(0)} ms (${isolation.isolated ? 'isolated' : isolation.reason}); readable copies ${copyMs.toFixed(0)} ms`,
);
const ways: [string, WorkerIsolation | 'before'][] = [
  ['before (unshare --net, the repository read in place)', 'before'],
  ["Node's permissions alone", { isolated: false, reason: 'compared' }],
  ...(isolation.isolated
    ? [['bubblewrap and permissions', isolation] as [string, WorkerIsolation]]
    : []),
];
// alternated, so both meet the same machine
const samples = new Map<string, Sample[]>(ways.map(([name]) => [name, []]));
for (let run = 0; run < runs; run += 1) {
  for (const [name, how] of ways) samples.get(name)?.push(await once(how));
}
for (const [name, taken] of samples) {
  const median = (pick: (sample: Sample) => number) => {
    const sorted = taken.map(pick).sort((a, b) => a - b);
    return (sorted[Math.floor(sorted.length / 2)] ?? NaN).toFixed(0);
  };
  console.log(
    `${name}, median of ${runs}: ready in ${median((s) => s.readyMs)} ms at ${median((s) => s.readyMb)} MB resident; ` +
      `first page in ${median((s) => s.pageMs)} ms, then ${median((s) => s.pageMb)} MB`,
  );
}
