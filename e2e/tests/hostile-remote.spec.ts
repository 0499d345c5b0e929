import { repoRoot } from '@harmoni/tooling/workspaces';
import type { BrowserContext } from '@playwright/test';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { hostileView } from '../support/hostileView';
import { openHeaderMenu } from '../support/menus';
import { testPorts } from '../support/ports';
import { readRegistry } from '../support/registry';
import { serveApp, serveReleases, type AppServerHandle } from '../support/servers';
import { releaseCommandSucceeds as succeeds } from '../support/teamCommands';
import { expect, preparePage, test } from '../support/test';

const shellUrl = `http://localhost:${testPorts.hostileShell}`;
const lessonsWorkspace = join(repoRoot, 'mf-lessons');
/** short, so the view that never returns costs the test little; the machine is still busy */
const deadlineMs = 4_000;
/** what the shell's server holds that no view may read */
const canary = {
  HOSTILE_CANARY: 'the-school-database-password',
  PREVIEW_SECRET: 'the-hostile-remote-test-preview-secret',
};
/** pages of other teams and the shell's, compared byte for byte before and after the attacks */
const otherPages = ['/', '/about', '/gallery/photo', '/contact'];
/**
 * Those that use nothing of the lessons remote: the contact page draws its class choices from
 * the lessons release's service, which, once that release is benched, the browser draws instead.
 */
const withoutLessons = otherPages.filter((path) => path !== '/contact');

/** The content files a page carries for the browser, in one order. */
function sortedServerRender(json: string): string {
  const data = JSON.parse(json) as { content?: Record<string, string> };
  const content = Object.entries(data.content ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ ...data, content: Object.fromEntries(content) });
}

/**
 * A page's HTML without what may differ between two answers drawn alike: the policy's nonce, and
 * the order of the content files the page carries, which is the order its reads came back in.
 */
const steady = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(
      /(<script type="application\/json" id="server-render">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => open + sortedServerRender(json) + close,
    );

/** Text as React escapes it, read back. */
const unescaped = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Issue 42: a lessons team turned hostile. Its release is the built lessons remote with a server
 * view that attacks the shell's host (e2e/support/hostileView.ts), published with
 * `npm run release -- --dist` (which records the digests of its files as they are, so the hostile
 * bytes get valid ones) and made live with `npm run promote` (its checks pass: the view is the
 * one the release records, the manifest and content are the build's). A shell of the test's own,
 * compiled, serves it from a release host of its own; each attack is asked for by URL and its
 * outcome read in the page, or its refusal in the shell's output.
 */
test.describe('a hostile lessons release, published and promoted through the real commands', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  let work: string;
  let env: Record<string, string>;
  let host: AppServerHandle | undefined;
  let shell: AppServerHandle | undefined;
  let releaseId = '';
  let releaseFolder = '';
  /** the server view's path in the release ('ssr/remoteViews.<hash>.cjs') */
  let viewFile = '';
  let baseline: Record<string, string> = {};
  const contexts: BrowserContext[] = [];
  /** what reached the test's own listeners, which no view may reach */
  const reached = { tcp: 0, udp: 0, unix: 0 };
  const listeners: (Server | UdpSocket)[] = [];
  const paths = { secret: '', written: '', socket: '' };

  const counting = (count: keyof typeof reached) =>
    createServer((socket) => {
      reached[count] += 1;
      socket.destroy();
    });

  async function startListeners(): Promise<void> {
    const tcp = counting('tcp');
    const unix = counting('unix');
    const udp = createSocket('udp4', () => (reached.udp += 1));
    listeners.push(tcp, unix, udp);
    await Promise.all([
      new Promise<void>((resolve) => tcp.listen(testPorts.hostileListener, '127.0.0.1', resolve)),
      new Promise<void>((resolve) => unix.listen(paths.socket, resolve)),
      new Promise<void>((resolve) => udp.bind(testPorts.hostileUdpListener, '127.0.0.1', resolve)),
    ]);
  }

  /** The lessons build with the hostile view in place of its own, under the view's own name. */
  function hostileBuild(serverPid: number): string {
    const dist = join(work, 'hostile-lessons-dist');
    cpSync(join(lessonsWorkspace, 'dist'), dist, { recursive: true });
    const { file } = JSON.parse(readFileSync(join(dist, 'ssr', 'remote-view.json'), 'utf8')) as {
      file: string;
    };
    const gallery = readRegistry().remotes.gallery?.live;
    if (!gallery) throw new Error('shell/registry.json records no live gallery: npm run build');
    viewFile = file;
    const view = join(dist, file);
    writeFileSync(
      view,
      hostileView(readFileSync(view, 'utf8'), {
        secretFile: paths.secret,
        npmLinkFile: join(repoRoot, 'node_modules', 'mf-contact', 'package.json'),
        writtenFile: paths.written,
        serverPid,
        shellUrl,
        tcpPort: testPorts.hostileListener,
        udpPort: testPorts.hostileUdpListener,
        socketPath: paths.socket,
        otherReleaseFile: new URL('assets/docs/gallery-video-list.txt', gallery.url).href,
        ownViewFile: file,
      }),
    );
    return dist;
  }

  test.beforeAll(async () => {
    // a release, a promote and a shell: a shared, busy machine is slow at it
    test.setTimeout(120_000);
    work = mkdtempSync(join(tmpdir(), 'harmoni-hostile-'));
    paths.secret = join(work, 'secret.txt');
    paths.written = join(work, 'written-by-the-view.txt');
    paths.socket = join(work, 'database.sock');
    writeFileSync(paths.secret, canary.HOSTILE_CANARY);
    await startListeners();
    env = {
      RELEASE_STORE: join(work, 'store'),
      REGISTRY_FILE: join(work, 'registry.json'),
      RELEASES_URL: `http://localhost:${testPorts.hostileReleaseHost}/`,
      PREVIEW_SECRET: canary.PREVIEW_SECRET,
    };
    mkdirSync(env.RELEASE_STORE ?? '');
    // the suite's remotes live as the build recorded them, until the hostile promote
    copyFileSync(join(repoRoot, 'shell', 'registry.json'), env.REGISTRY_FILE ?? '');
    host = await serveReleases(env.RELEASE_STORE ?? '', testPorts.hostileReleaseHost, {
      SHELL_ORIGINS: shellUrl,
    });
    // the site runs first; the hostile team then releases into it
    shell = await serveApp('shell', testPorts.hostileShell, {
      ...env,
      ...canary,
      RENDER_DEADLINE_MS: String(deadlineMs),
    });
    const published = await succeeds(
      env,
      ['release', '--version', '6.6.6', '--dist', hostileBuild(shell.pid)],
      lessonsWorkspace,
    );
    releaseId = /lessons (\S+)/.exec(published)?.[1] ?? '';
    releaseFolder = join(env.RELEASE_STORE ?? '', 'lessons', releaseId);
    await succeeds(env, ['promote', 'lessons', '6.6.6', '--skip-checks']);
    // its workers start on demand, once its view's bytes are checked against the registry
    await expect
      .poll(async () => (await attack('spawn')).outcome, { timeout: 30_000 })
      .toBe('spawn:ERR_ACCESS_DENIED');
    baseline = Object.fromEntries(
      await Promise.all(otherPages.map(async (path) => [path, await otherPage(path)] as const)),
    );
  });

  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await shell?.close();
    await host?.close();
    await Promise.all(
      listeners.map((listener) => new Promise<void>((resolve) => listener.close(() => resolve()))),
    );
    rmSync(work, { recursive: true, force: true });
  });

  /** Asks the lesson page with an attack; what its region drew of the attack, if anything. */
  async function attack(name: string) {
    const answer = await fetch(`${shellUrl}/lesson/piano?attack=${name}`);
    const html = await answer.text();
    const drawn = new RegExp(`<p data-attack="${name}">(.*?)</p>`, 's').exec(html)?.[1];
    return {
      status: answer.status,
      html,
      outcome: drawn === undefined ? undefined : unescaped(drawn),
    };
  }

  /** Another team's page (or the shell's): it must answer 200. */
  async function otherPage(path: string): Promise<string> {
    const answer = await fetch(`${shellUrl}${path}`);
    expect(answer.status, path).toBe(200);
    return steady(await answer.text());
  }

  async function expectOtherPagesUnchanged(paths = otherPages) {
    for (const path of paths) expect(await otherPage(path), path).toBe(baseline[path]);
  }

  const output = () => shell?.output() ?? '';
  const who = () => `lessons (release ${releaseId})`;

  test("its view cannot read the server's environment, files or processes, nor reach the network", async () => {
    const refused: [string, RegExp][] = [
      // bubblewrap sets PWD to the sandbox's own folder, '/': nothing of the server's
      ['env', /^env:\{("PWD":"\/")?\}$/],
      ['secretFile', /^fs:ERR_ACCESS_DENIED$/],
      ['npmLink', /^fs:E[A-Z_]+$/],
      ['passwd', /^fs:E[A-Z_]+$/],
      ['serverEnviron', /^fs:E[A-Z_]+$/],
      ['parentEnviron', /^fs:E[A-Z_]+$/],
      ['write', /^fs:ERR_ACCESS_DENIED$/],
      ['connect', /^net:E[A-Z_]+$/],
      ['unixSocket', /^net:E[A-Z_]+$/],
      ['fetchListener', /^fetch:E[A-Z_]+$/],
      ['fetchShell', /^fetch:E[A-Z_]+$/],
      ['udp', /^udp:/],
      ['spawn', /^spawn:ERR_ACCESS_DENIED$/],
      ['worker', /^worker:ERR_ACCESS_DENIED$/],
      // its own PID namespace: the server is not there, and its parent is the sandbox's PID 1
      ['killServer', /^kill:ESRCH$/],
      ['killParent', /^sent to 1$/],
    ];
    for (const [name, expected] of refused) {
      const { status, html, outcome } = await attack(name);
      expect(outcome, name).toMatch(expected);
      expect(status, name).toBe(200);
      for (const secret of Object.values(canary)) expect(html, name).not.toContain(secret);
    }
    // give a datagram time to arrive, had one been let out
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reached).toEqual({ tcp: 0, udp: 0, unix: 0 });
    expect(existsSync(paths.written)).toBe(false);
    expect(shell?.running()).toBe(true);
    await expectOtherPagesUnchanged();
  });

  test('its view reads its own content only: not another release, not its code, not outside', async () => {
    expect((await attack('readContent')).outcome).toBe('readContent:read');
    for (const name of ['readOtherRelease', 'readOwnCode', 'readOutside', 'readClimbing']) {
      expect((await attack(name)).outcome, name).toBe(`${name}:unreadable`);
    }
    expect(reached.tcp).toBe(0);
    const refusal = (file: string) =>
      `Refused a render's read of ${file} by ${who()}: not a content file of its release`;
    await expect
      .poll(output)
      .toContain(refusal(`http://127.0.0.1:${testPorts.hostileListener}/content.txt`));
    expect(output()).toContain(refusal(`${env.RELEASES_URL}lessons/${releaseId}/${viewFile}`));
    expect(output()).toMatch(
      /Refused a render's read of http:\/\/localhost:\d+\/assets\/docs\/gallery-video-list\.txt by lessons/,
    );
  });

  test('markup that would run or leave the page is refused: its part is left to the browser', async () => {
    for (const [name, element, trace] of [
      ['script', 'script', 'owned.js'],
      ['refresh', 'meta', 'phish.example'],
    ] as const) {
      const { html } = await attack(name);
      expect(html, name).not.toContain(trace);
      await expect
        .poll(output)
        .toContain(
          `Refused what the server view of ${who()} drew for /lesson/piano?attack=${name}, the browser draws that part: HTML with a <${element}> element`,
        );
      // a region drawn well in between: two refusals do not bench it
      expect((await attack('spawn')).outcome).toBe('spawn:ERR_ACCESS_DENIED');
    }
    await expectOtherPagesUnchanged();
  });

  test("patching what its worker shares changes no other team's page nor the shell's", async () => {
    // the JSX runtime and IPC of its own worker: every render there would be changed, or forged
    expect((await attack('patch')).outcome).toBe('patched');
    for (let round = 0; round < 3; round += 1) {
      await expectOtherPagesUnchanged();
      const { html } = await attack('spawn');
      expect(html).not.toContain('phish.example');
      expect(html).not.toContain('<title>Owned');
    }
  });

  test('a view that never returns is stopped at the deadline and benched; the site keeps serving', async () => {
    const started = Date.now();
    const [looped, about] = await Promise.all([
      attack('loop'),
      (async () => {
        const from = Date.now();
        const page = await otherPage('/about');
        return { page, ms: Date.now() - from };
      })(),
    ]);
    // drawn without the region, which the browser draws
    expect(looped.outcome).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(deadlineMs + 3_000);
    expect(about.page).toBe(baseline['/about']);
    expect(about.ms).toBeLessThan(deadlineMs);
    await expect
      .poll(output)
      .toContain(
        `The server view of ${who()} did not finish /lesson/piano?attack=loop within ${deadlineMs} ms; the browser draws its parts for 30 s`,
      );
    // benched: the next lesson page does not wait for it, nor run it
    const next = Date.now();
    expect((await attack('spawn')).outcome).toBeUndefined();
    expect(Date.now() - next).toBeLessThan(deadlineMs);
    await expectOtherPagesUnchanged(withoutLessons);
    // the contact page still comes; its form, which lists the classes, is the browser's now
    expect(await otherPage('/contact')).toMatch(/<h1 [^>]*>Contact Us<\/h1>/);
    expect(shell?.running()).toBe(true);
  });

  test("a chunk of the release changed on its host after the promote is refused by the browser's integrity check", async ({
    browser,
  }) => {
    const recorded = JSON.parse(readFileSync(join(releaseFolder, 'release.json'), 'utf8')) as {
      integrity: Record<string, string>;
    };
    const chunk = Object.keys(recorded.integrity).find((path) =>
      /\/__federation_expose_LessonPage\.[0-9a-f]+\.js$/.test(path),
    );
    if (!chunk) throw new Error('the hostile release records no LessonPage chunk');
    const file = join(releaseFolder, chunk);
    const tampered = `${readFileSync(file, 'utf8')}\n;window.tampered = true;`;
    writeFileSync(file, tampered);
    // and the compressed copies the host sends to browsers that accept them
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(tampered));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(tampered));

    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await preparePage(page);
    let served = 0;
    page.on('response', (response) => {
      if (response.url() === `${env.RELEASES_URL}lessons/${releaseId}/${chunk}`) served += 1;
    });
    await page.goto(`${shellUrl}/no-such-page`);
    const lessons = await openHeaderMenu(page, 'Lesson');
    await lessons.getByRole('link', { name: 'Piano' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'this lesson page is not available right now' }),
    ).toBeVisible();
    expect(served).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
    // the rest of the site works
    const gallery = await openHeaderMenu(page, 'Gallery');
    await gallery.getByRole('link', { name: 'Photo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expectOtherPagesUnchanged(withoutLessons);
  });
});
