/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { processTree } from '../testing/processes';
import { probeIsolation } from './isolation';
import { readableCopies, type ReadableCopies } from './readableCopies';
import type { FromWorker, ToWorker } from './renderProtocol';
import {
  sandboxedCommand,
  sandboxSpawnOptions,
  stopSandboxed,
  type WorkerIsolation,
} from './sandbox';
import { renderWorkerFiles } from './workerFiles';

/**
 * Real render workers, started as the server starts them, running a remote view that attacks
 * the host: each attack is refused. Each runs under both layers (bubblewrap, Node's permissions
 * inside), then under bubblewrap alone (Node's permission flags taken out of the command), so
 * each refusal is proven for the namespace layer on its own; a worker with Node's permissions
 * alone (the old sandbox) shows the harness sees an attack that gets through.
 */
jest.setTimeout(60_000);

const repoRoot = join(__dirname, '..', '..', '..');

/** The attacks, one per page (?attack=name&arg=…); each answers what happened, as text. */
const hostileView = `
exports.loadRemoteViews = function () {
  const fs = process.getBuiltinModule('node:fs');
  const net = process.getBuiltinModule('node:net');
  const code = (error) => (error && error.code) || String(error);
  const attacks = {
    read: (path) => { try { return 'read:' + fs.readFileSync(path, 'utf8').length; } catch (error) { return 'fs:' + code(error); } },
    list: (path) => { try { return 'listed:' + fs.readdirSync(path).join(','); } catch (error) { return 'fs:' + code(error); } },
    signal: (pid) => { try { process.kill(Number(pid), 0); return 'signalled'; } catch (error) { return 'kill:' + code(error); } },
    killParent: () => { const parent = process.ppid; try { process.kill(parent, 'SIGKILL'); return 'sent:' + parent; } catch (error) { return 'kill:' + code(error); } },
    tcp: (port) => new Promise((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('connect', () => { socket.destroy(); resolve('connected'); });
      socket.on('error', (error) => resolve('net:' + code(error)));
    }),
    unix: (path) => new Promise((resolve) => {
      const socket = net.connect(path);
      socket.on('connect', () => { socket.destroy(); resolve('connected'); });
      socket.on('error', (error) => resolve('net:' + code(error)));
    }),
    udp: (port) => new Promise((resolve) => {
      const socket = process.getBuiltinModule('node:dgram').createSocket('udp4');
      socket.send('stolen', Number(port), '127.0.0.1', (error) => { socket.close(); resolve(error ? 'udp:' + code(error) : 'sent'); });
    }),
    pid: () => 'pid:' + process.pid,
  };
  return { './Attack': { attack: (name, arg) => attacks[name](arg) } };
};`;

/** The shell's view for these tests: a region runs the attack the page's URL names. */
const shellView = `
exports.renderShellView = async function () { return { html: '', facts: {} }; };
exports.renderRegion = async function (url, { module }) {
  const query = new URL(url, 'http://x').searchParams;
  const outcome = await module.attack(query.get('attack'), query.get('arg'));
  return { html: String(outcome), facts: {}, views: [] };
};
exports.serviceData = async function () { return {}; };`;

type Layers = 'both layers' | 'bubblewrap alone' | "Node's permissions alone";

interface Worker {
  child: ChildProcess;
  attack(name: string, arg?: string | number): Promise<string>;
  stop(): void;
}

let isolation: WorkerIsolation;
let dist: string;
let copies: ReadableCopies;

beforeAll(() => {
  isolation = probeIsolation(process.env);
  dist = mkdtempSync(join(tmpdir(), 'harmoni-sandbox-test-'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'ssr', 'renderShellView.cjs'), shellView);
  copies = readableCopies({
    ...renderWorkerFiles(),
    shellViewFile: join(dist, 'ssr', 'renderShellView.cjs'),
  });
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function startWorker(layers: Layers): Promise<Worker> {
  const readable = [copies.script, dirname(copies.shellViewFile), copies.lentFrom];
  // a worker of one gallery release: the hostile view is bound to it at its start
  const command = sandboxedCommand(
    copies.script,
    [copies.shellViewFile, copies.lentFrom, 'gallery'],
    {
      readable,
      heapMb: 128,
      isolation:
        layers === "Node's permissions alone" ? { isolated: false, reason: 'the test' } : isolation,
    },
  );
  const args =
    layers === 'bubblewrap alone'
      ? command.args.filter((arg) => arg !== '--permission' && !arg.startsWith('--allow-fs-read='))
      : command.args;
  const child = spawn(command.command, args, {
    ...sandboxSpawnOptions,
    env: {},
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'json',
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const view: ToWorker = {
    type: 'view',
    view: { name: 'gallery', integrity: 'sha384-test', code: hostileView, publicPath: '/' },
  };
  child.send(view);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) =>
      reject(new Error(`the worker exited (${String(code)}): ${stderr}`)),
    );
  });
  let id = 0;
  return {
    child,
    attack: (name, arg = '') =>
      new Promise((resolve, reject) => {
        id += 1;
        const url = `/?attack=${name}&arg=${encodeURIComponent(String(arg))}`;
        const asked: ToWorker = {
          type: 'render',
          id,
          task: 'region',
          url,
          siteUrl: 'http://localhost',
          moduleId: 'gallery/Attack',
          services: {},
        };
        const answer = (message: FromWorker) => {
          if (message.type === 'done') resolve((message.result as { html: string }).html);
          else if (message.type === 'failed') reject(new Error(message.message));
        };
        child.once('message', answer);
        child.send(asked);
      }),
    stop: () => stopSandboxed(child),
  };
}

it('isolates on this machine (bubblewrap installed, user namespaces allowed)', () => {
  expect(isolation).toMatchObject({ isolated: true, bwrap: expect.stringMatching(/bwrap$/) });
});

describe.each<Layers>(['both layers', 'bubblewrap alone'])('a hostile view under %s', (layers) => {
  const refused = layers === 'both layers' ? 'fs:ERR_ACCESS_DENIED' : 'fs:ENOENT';
  let worker: Worker;
  let sibling: Worker;
  let tcp: Server;
  let tcpConnections = 0;
  let udp: UdpSocket;
  let datagrams = 0;
  let unix: Server;
  let unixConnections = 0;
  let socketDir: string;

  beforeAll(async () => {
    [worker, sibling] = await Promise.all([startWorker(layers), startWorker(layers)]);
    tcp = createServer((socket) => {
      tcpConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    udp = createSocket('udp4').on('message', () => (datagrams += 1));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    socketDir = mkdtempSync(join(tmpdir(), 'harmoni-socket-'));
    unix = createServer((socket) => {
      unixConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => unix.listen(join(socketDir, 'db.sock'), resolve));
  });

  afterAll(async () => {
    worker.stop();
    sibling.stop();
    await new Promise((resolve) => tcp.close(resolve));
    await new Promise((resolve) => unix.close(resolve));
    udp.close();
    rmSync(socketDir, { recursive: true, force: true });
  });

  it('reads what it was given (the harness itself works)', async () => {
    expect(await worker.attack('read', copies.shellViewFile)).toBe(`read:${shellView.length}`);
  });

  it("cannot read through npm's workspace links (the enquiry server's folder)", async () => {
    const linked = join(repoRoot, 'node_modules', 'mf-contact', 'package.json');
    expect(readFileSync(linked, 'utf8').length).toBeGreaterThan(0);
    expect(await worker.attack('read', linked)).toBe(refused);
    expect(await worker.attack('list', join(repoRoot, 'node_modules', 'mf-contact'))).toBe(refused);
    // the lent packages are copies: no workspace is among them
    expect(await worker.attack('list', join(copies.lentFrom, 'mf-contact'))).toMatch(/^fs:E/);
  });

  it("cannot read the server's environment through /proc", async () => {
    expect(await worker.attack('read', `/proc/${process.pid}/environ`)).toBe(refused);
  });

  it("cannot read the host's files", async () => {
    expect(await worker.attack('read', '/etc/passwd')).toBe(refused);
    expect(await worker.attack('list', repoRoot)).toBe(refused);
  });

  it('cannot connect to a unix socket under /tmp', async () => {
    const answer = await worker.attack('unix', join(socketDir, 'db.sock'));
    expect(answer).toMatch(/^net:E[A-Z]+$/);
    expect(unixConnections).toBe(0);
  });

  it('cannot reach the host over TCP or UDP', async () => {
    expect(await worker.attack('tcp', (tcp.address() as { port: number }).port)).toMatch(
      /^net:E[A-Z]+$/,
    );
    await worker.attack('udp', (udp.address() as { port: number }).port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tcpConnections).toBe(0);
    expect(datagrams).toBe(0);
  });

  it('cannot signal the server, nor a sibling worker', async () => {
    expect(await worker.attack('signal', process.pid)).toBe('kill:ESRCH');
    const siblings = processTree(sibling.child.pid ?? 0);
    expect(siblings.length).toBeGreaterThanOrEqual(2);
    for (const pid of siblings) expect(await worker.attack('signal', pid)).toBe('kill:ESRCH');
    expect(await sibling.attack('pid')).toBe('pid:2');
  });

  it("signals to its parent reach only the sandbox's own PID 1, which ignores them", async () => {
    expect(await worker.attack('killParent')).toBe('sent:1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await worker.attack('pid')).toBe('pid:2');
    expect(worker.child.exitCode).toBeNull();
  });
});

describe("without bubblewrap (Node's permissions alone, the old sandbox)", () => {
  it('the same attacks get through: a socket connects, the server can be signalled', async () => {
    const worker = await startWorker("Node's permissions alone");
    const dir = mkdtempSync(join(tmpdir(), 'harmoni-socket-'));
    let connections = 0;
    const unix = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => unix.listen(join(dir, 'db.sock'), resolve));
    try {
      expect(await worker.attack('unix', join(dir, 'db.sock'))).toBe('connected');
      expect(connections).toBe(1);
      expect(await worker.attack('signal', process.pid)).toBe('signalled');
    } finally {
      worker.stop();
      await new Promise((resolve) => unix.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the readable set', () => {
  it('holds no link: a worker whose readable folder has one is not started', () => {
    const folder = mkdtempSync(join(tmpdir(), 'harmoni-readable-'));
    try {
      mkdirSync(join(folder, 'node_modules'));
      symlinkSync(join(repoRoot, 'mf-contact'), join(folder, 'node_modules', 'mf-contact'));
      expect(() =>
        sandboxedCommand(copies.script, [], { readable: [folder], heapMb: 64, isolation }),
      ).toThrow(
        `${join(folder, 'node_modules', 'mf-contact')}, which it may read, is a symbolic link`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
