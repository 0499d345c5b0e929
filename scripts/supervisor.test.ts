/** @jest-environment node */
import { processTree } from '../serve/src/testing/processes';
import { restartDelay, supervise } from './supervisor';

/**
 * `npm start` keeps serving when one server dies: the supervisor restarts it, ever more slowly
 * while it keeps dying, says so, and never touches the others. Real processes, short pauses.
 */
jest.setTimeout(30_000);

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });
const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('restartDelay', () => {
  it('doubles with each death in a row, up to the longest pause', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => restartDelay(failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('supervise', () => {
  it('restarts a server that dies, says so with the pause, and leaves the others running', async () => {
    const lines: string[] = [];
    const supervisor = supervise(
      [
        { name: 'shell', ...node("console.log('up'); setTimeout(() => process.exit(3), 50)") },
        { name: 'mf-gallery', ...node('setInterval(() => {}, 1000)') },
      ],
      { write: (line) => lines.push(line), firstDelayMs: 40, maxDelayMs: 100 },
    );
    try {
      const gallery = supervisor.pids().get('mf-gallery');
      await until(() => lines.filter((line) => line === '[shell] up').length >= 4);
      const said = lines.filter((line) => line.startsWith('[supervisor]'));
      expect(said[0]).toMatch(
        /^\[supervisor\] shell exited with code 3 after \d+\.\d s; restarting it in 0\.04 s; the others keep serving$/,
      );
      // dying again and again: the pause doubles, up to the longest
      expect(said[1]).toMatch(/restarting it in 0\.08 s \(2 deaths in a row\)/);
      expect(said[2]).toMatch(/restarting it in 0\.1 s \(3 deaths in a row\)/);
      expect(supervisor.pids().get('mf-gallery')).toBe(gallery);
    } finally {
      await supervisor.stop();
    }
  });

  it('restarts a server killed by a signal, and one that ran long after the first pause again', async () => {
    const lines: string[] = [];
    const supervisor = supervise([{ name: 'shell', ...node('setInterval(() => {}, 1000)') }], {
      write: (line) => lines.push(line),
      firstDelayMs: 40,
      healthyAfterMs: 100,
    });
    try {
      for (let death = 1; death <= 2; death += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        const pid = supervisor.pids().get('shell');
        process.kill(pid ?? 0, 'SIGKILL');
        await until(() => (supervisor.pids().get('shell') ?? pid) !== pid);
      }
      const said = lines.filter((line) => line.startsWith('[supervisor]'));
      expect(said).toHaveLength(2);
      for (const line of said)
        expect(line).toMatch(/shell killed by SIGKILL after .*restarting it in 0\.04 s;/);
    } finally {
      await supervisor.stop();
    }
  });

  it('stops what each server started too: a server under npm and its shell, as npm start runs them', async () => {
    const supervisor = supervise(
      [
        {
          name: 'shell',
          command: 'sh',
          args: ['-c', `"${process.execPath}" -e "setInterval(() => {}, 1000)"; true`],
        },
      ],
      { write: () => undefined },
    );
    const shellPid = supervisor.pids().get('shell') ?? 0;
    let server: number[] = [];
    await until(() => (server = processTree(shellPid).slice(1)).length > 0);
    await supervisor.stop();
    await until(() => server.every((pid) => !alive(pid)));
  });

  it('stops every server and restarts none', async () => {
    const lines: string[] = [];
    const supervisor = supervise(
      [
        { name: 'shell', ...node('setInterval(() => {}, 1000)') },
        { name: 'mf-about', ...node('setInterval(() => {}, 1000)') },
      ],
      { write: (line) => lines.push(line), firstDelayMs: 10 },
    );
    const pids = [...supervisor.pids().values()];
    await supervisor.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(supervisor.pids().size).toBe(0);
    for (const pid of pids) expect(alive(pid ?? 0)).toBe(false);
    expect(lines.filter((line) => line.startsWith('[supervisor]'))).toEqual([]);
  });
});
