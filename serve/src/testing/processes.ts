import { readFileSync } from 'node:fs';

/** The processes under `pid`, all the way down (Linux's /proc), `pid` first. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(processTree)];
}

/** A process's command line, its arguments joined by spaces ('' once it is gone). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** The render workers under `pid`: the Node processes under Node's permissions, sandboxed or not. */
export const renderWorkersOf = (pid: number): number[] =>
  processTree(pid).filter((child) => {
    const command = commandLine(child);
    return command.includes(' --permission ') && !command.includes('bwrap');
  });
