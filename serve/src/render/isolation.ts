/**
 * Whether render workers can be isolated on this host, asked once at start: bubblewrap must be
 * on PATH and must be able to make the sandbox (sandbox.ts) for a real Node process, which then
 * reports what it sees. Container hosts often refuse user namespaces (Docker's default seccomp
 * and AppArmor profiles, masked /proc): the answer then says why, and the server draws no
 * remote's view itself (serverViewPolicy.ts).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { bwrapArgs, SANDBOX_ID, type WorkerIsolation } from './sandbox';

type Env = Record<string, string | undefined>;

/** An executable named `name` on `path` (a PATH value), as a shell would find it. */
function onPath(name: string, path = ''): string | undefined {
  for (const folder of path.split(delimiter).filter(isAbsolute)) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * What the Node binary needs to start: itself, its dynamic loader and the shared libraries the
 * loader finds for it (`ld.so --list`, what `ldd` prints), each where the loader looks for it.
 */
export function nodeSystemFiles(): { host: string; at: string }[] {
  const files = [{ host: realpathSync(process.execPath), at: process.execPath }];
  const maps = readFileSync('/proc/self/maps', 'utf8');
  const loader = /\s(\/\S*\/ld-[^/\s]*\.so[.\d]*)$/m.exec(maps)?.[1];
  // a statically linked Node needs nothing more
  if (!loader) return files;
  const listed = spawnSync(loader, ['--list', process.execPath], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`${loader} --list failed: ${listed.stderr.trim()}`);
  for (const line of listed.stdout.split('\n')) {
    // 'libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x…)', or the loader by the path the
    // binary names: '/lib64/ld-linux-x86-64.so.2 => /usr/lib/…/ld-linux-x86-64.so.2 (0x…)'
    const match = /^\s*(\S+)(?:\s+=>\s+(\S+))?\s+\(0x[0-9a-f]+\)\s*$/.exec(line);
    if (!match) continue;
    const [, name = '', found] = match;
    const at = isAbsolute(name) ? name : found;
    if (at && isAbsolute(at)) files.push({ host: realpathSync(at), at });
  }
  return files;
}

/** Run inside the sandbox by the probe: what a worker there would see. */
const PROBE = `
const fs = require('node:fs');
console.log(JSON.stringify({
  uid: process.getuid(),
  pid: process.pid,
  interfaces: Object.keys(require('node:os').networkInterfaces()),
  etc: fs.existsSync('/etc'),
}));`;

interface Seen {
  uid: number;
  pid: number;
  interfaces: string[];
  etc: boolean;
}

/** What is wrong with a sandbox that reported `seen`; undefined when it isolates. */
function notIsolated(seen: Seen): string | undefined {
  if (seen.uid !== SANDBOX_ID) return `the probe ran as user ${seen.uid}, not ${SANDBOX_ID}`;
  // bwrap keeps PID 1 for itself: the worker is the second process of its namespace
  if (seen.pid > 2) return `the probe saw itself as process ${seen.pid}: no PID namespace`;
  const other = seen.interfaces.filter((name) => name !== 'lo');
  if (other.length > 0) return `the probe saw network interfaces ${other.join(', ')}`;
  if (seen.etc) return "the probe saw the host's /etc";
  return undefined;
}

/**
 * Can render workers be isolated here? Runs Node in the sandbox once (about 0.1-0.3 s) and
 * checks what it reports, so a bwrap that exits 0 without isolating is not trusted either.
 */
export function probeIsolation(env: Env): WorkerIsolation {
  // the server's environment's PATH; one given without any (a test's) looks where the process does
  const bwrap = onPath('bwrap', env.PATH ?? process.env.PATH);
  if (!bwrap) {
    return { isolated: false, reason: 'bwrap (Debian package bubblewrap) is not on PATH' };
  }
  let candidate: WorkerIsolation;
  try {
    candidate = { isolated: true, bwrap, system: nodeSystemFiles() };
  } catch (error) {
    return {
      isolated: false,
      reason: `the Node binary's libraries cannot be listed: ${String(error)}`,
    };
  }
  const run = spawnSync(bwrap, [...bwrapArgs(candidate, []), process.execPath, '-e', PROBE], {
    env: {},
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (run.status !== 0) {
    const said = run.stderr.trim().split('\n')[0] || run.error?.message;
    const how = run.signal ? `was stopped by ${run.signal}` : `exited ${String(run.status)}`;
    return {
      isolated: false,
      reason: `${bwrap} cannot make the workers' sandbox here (${how}${said ? `: ${said}` : ''})`,
    };
  }
  let seen: Seen;
  try {
    seen = JSON.parse(run.stdout) as Seen;
  } catch {
    return { isolated: false, reason: `${bwrap} ran the probe, which reported nothing readable` };
  }
  const problem = notIsolated(seen);
  return problem ? { isolated: false, reason: `${bwrap} does not isolate: ${problem}` } : candidate;
}
