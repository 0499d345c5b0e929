import { spawnSync } from 'node:child_process';

/**
 * How a render worker is started: under Node's permission model (reads limited to the given
 * folders; no child processes, workers, addons, WASI or inspector), with a heap limit, and, where
 * the host lets an unprivileged process make one, in a network namespace of its own with no
 * interface up, so nothing it runs can open a connection. Node 24's permission model does not
 * cover the network yet (its --allow-net arrives in 25).
 */
export interface SandboxOptions {
  /** folders the worker may read */
  readable: readonly string[];
  heapMb: number;
  /** 'auto' uses a network namespace where the host has one; 'off' never does */
  network: 'auto' | 'off';
}

let namespaceAvailable: boolean | undefined;

/** Whether `unshare` can give a process a network namespace of its own here (asked once). */
export function canIsolateNetwork(): boolean {
  namespaceAvailable ??=
    spawnSync('unshare', ['--user', '--map-root-user', '--net', 'true'], {
      stdio: 'ignore',
      timeout: 5_000,
    }).status === 0;
  return namespaceAvailable;
}

/** The command and arguments that start `script` in the sandbox. */
export function sandboxedCommand(
  script: string,
  args: readonly string[],
  options: SandboxOptions,
): { command: string; args: string[]; isolatedNetwork: boolean } {
  const node = [
    process.execPath,
    '--permission',
    ...options.readable.map((folder) => `--allow-fs-read=${folder}`),
    `--max-old-space-size=${options.heapMb}`,
    // stack traces of the views' code stay readable; nothing else is enabled
    '--disable-warning=ExperimentalWarning',
    script,
    ...args,
  ];
  if (options.network === 'auto' && canIsolateNetwork()) {
    return {
      command: 'unshare',
      args: ['--user', '--map-root-user', '--net', ...node],
      isolatedNetwork: true,
    };
  }
  const [command = process.execPath, ...rest] = node;
  return { command, args: rest, isolatedNetwork: false };
}
