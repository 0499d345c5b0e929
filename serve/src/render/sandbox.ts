import type { ChildProcess } from 'node:child_process';
import { findSymlink } from './readableCopies';

/**
 * How a render worker is started. Two layers, each enough for what it covers:
 *
 * - bubblewrap (`bwrap`), where the host lets it make namespaces (isolation.ts probes that
 *   once at start): the worker runs as another user (nobody, 65534) in namespaces of its own:
 *   user, PID (it sees and signals only itself: not the server, its siblings or PID 1), network
 *   (no interface but its own loopback: no TCP or UDP to anything), IPC, UTS and cgroup. Its
 *   mount namespace shows the Node binary and the libraries it loads (read-only), a minimal
 *   /dev, its own /proc, an empty /tmp, and the readable folder (readableCopies.ts): no repo,
 *   no data, no sockets, no /etc. It dies with the server and has a terminal session of its own.
 * - Node's permission model inside: reads limited to the readable folder; no child processes,
 *   workers, addons, WASI, inspector or writes. Node 24's does not cover the network yet.
 *
 * Where bubblewrap cannot run, only the second layer is left: the server then runs no remote's
 * view unless the operator named it (serverViewPolicy.ts).
 */
export type WorkerIsolation =
  | {
      isolated: true;
      /** the bwrap executable */
      bwrap: string;
      /** what the Node binary needs to start, each shown read-only at `at` */
      system: readonly { host: string; at: string }[];
    }
  | { isolated: false; /** why not, for the operator */ reason: string };

export interface SandboxOptions {
  /** what the worker may read: the readable folder's paths; none may be a symbolic link */
  readable: readonly string[];
  heapMb: number;
  isolation: WorkerIsolation;
  /** the part the worker draws ('shell', 'gallery'), for the messages about it */
  part?: string;
  /** the release it draws, likewise */
  release?: string;
}

/** The user and group a sandboxed worker runs as: nobody, who owns nothing. */
export const SANDBOX_ID = 65534;
/** Its /tmp, in memory and small: the worker writes nothing (Node's permissions refuse it). */
const TMP_BYTES = 1024 * 1024;

/** bubblewrap's arguments for a sandbox showing `system` and `readable`, up to the command. */
export function bwrapArgs(
  isolation: Extract<WorkerIsolation, { isolated: true }>,
  readable: readonly string[],
): string[] {
  return [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--uid',
    String(SANDBOX_ID),
    '--gid',
    String(SANDBOX_ID),
    '--cap-drop',
    'ALL',
    ...isolation.system.flatMap((file) => ['--ro-bind', file.host, file.at]),
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--size',
    String(TMP_BYTES),
    '--tmpfs',
    '/tmp',
    // after /tmp: the readable folder usually lives under it
    ...readable.flatMap((path) => ['--ro-bind', path, path]),
    '--chdir',
    '/',
    '--',
  ];
}

/**
 * The command and arguments that start `script` in the sandbox. Throws, and nothing starts,
 * when something readable is a symbolic link.
 */
export function sandboxedCommand(
  script: string,
  args: readonly string[],
  options: SandboxOptions,
): { command: string; args: string[]; isolated: boolean } {
  const link = findSymlink(options.readable);
  if (link) {
    throw new Error(
      `Refused to start a render worker: ${link}, which it may read, is a symbolic link`,
    );
  }
  const node = [
    '--permission',
    ...options.readable.map((path) => `--allow-fs-read=${path}`),
    `--max-old-space-size=${options.heapMb}`,
    // stack traces of the views' code stay readable; nothing else is enabled
    '--disable-warning=ExperimentalWarning',
    script,
    ...args,
  ];
  const { isolation } = options;
  if (!isolation.isolated) return { command: process.execPath, args: node, isolated: false };
  return {
    command: isolation.bwrap,
    args: [...bwrapArgs(isolation, options.readable), process.execPath, ...node],
    isolated: true,
  };
}

/**
 * How a worker's command must be spawned: as the leader of a process group of its own (and a
 * session without a terminal), so that stopSandboxed reaches every process of the sandbox.
 */
export const sandboxSpawnOptions = { detached: true } as const;

/**
 * Ends a worker started with sandboxSpawnOptions, whatever state it is in. Killing bwrap alone
 * is not enough: killed while it sets the sandbox up, the process that becomes the sandbox's
 * PID 1 outlives it (its parent-death signal is not armed yet) and lingers for good. The whole
 * group goes instead: bwrap, the sandbox's PID 1 (whose end ends everything in its PID
 * namespace) and, unisolated, the worker itself. The IPC channel is closed too.
 */
export function stopSandboxed(child: ChildProcess): void {
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (child.connected) child.disconnect();
}
