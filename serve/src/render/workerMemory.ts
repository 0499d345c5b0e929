import { readFileSync } from 'node:fs';

/**
 * A process's resident memory in bytes, from /proc (Linux); undefined where it cannot be read
 * (another system, or the process is gone).
 */
export function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}
