import { repoRoot } from '@harmoni/tooling/workspaces';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { folderFingerprint } from '../support/fingerprint';
import { openHeaderMenu } from '../support/menus';
import { testPorts } from '../support/ports';
import { RemoteWorkingCopy } from '../support/redeploy';
import {
  releaseCommand as releaseCli,
  releaseCommandSucceeds as succeeds,
} from '../support/teamCommands';
import { serveApp, serveReleases, type AppServerHandle } from '../support/servers';
import { expect, preparePage, test } from '../support/test';

const shellUrl = `http://localhost:${testPorts.releaseShell}`;
const shellDist = join(repoRoot, 'shell', 'dist');
const galleryWorkspace = join(repoRoot, 'mf-gallery');
const galleryDist = join(galleryWorkspace, 'dist');
const newConcert = 'Graduation Concert 2026';

/**
 * The whole cycle as the gallery's team runs it, against a shell server of its own (a separate
 * process, started once): release v1 and v2 (v2 with a new concert), preview v2 in one browser,
 * promote it, roll it back, and have a tampered release refused on promote, in the browser and on
 * the server. The other remotes are the suite's.
 */
test.describe('releasing, previewing, promoting and rolling back the gallery', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  let work: string;
  let env: Record<string, string>;
  let host: AppServerHandle | undefined;
  let shell: AppServerHandle | undefined;
  let copy: RemoteWorkingCopy | undefined;
  const visitors: BrowserContext[] = [];
  const ids: Record<'v1' | 'v2', string> = { v1: '', v2: '' };
  const releaseFile = (id: string, path: string) =>
    join(env.RELEASE_STORE ?? '', 'gallery', id, path);

  test.beforeAll(async () => {
    // two releases, a build of v2, a promote and a shell: a shared, busy machine is slow at it
    test.setTimeout(180_000);
    work = mkdtempSync(join(tmpdir(), 'harmoni-release-cycle-'));
    env = {
      RELEASE_STORE: join(work, 'store'),
      REGISTRY_FILE: join(work, 'registry.json'),
      RELEASES_URL: `http://localhost:${testPorts.releaseHost}/`,
      PREVIEW_SECRET: 'the-release-cycle-test-preview-secret',
    };
    mkdirSync(env.RELEASE_STORE ?? '');
    // the suite's other remotes stay live as the build recorded them
    copyFileSync(join(repoRoot, 'shell', 'registry.json'), env.REGISTRY_FILE ?? '');
    host = await serveReleases(env.RELEASE_STORE ?? '', testPorts.releaseHost, {
      SHELL_ORIGINS: shellUrl,
    });

    const idOf = (output: string) => /gallery (\S+)/.exec(output)?.[1] ?? '';
    // released as the team does, in its workspace: checked and built aside, while the suite's
    // live gallery is served from that workspace's dist/, which stays as it was
    const liveBefore = folderFingerprint(galleryDist);
    ids.v1 = idOf(await succeeds(env, ['release', '--version', '1.0.0'], galleryWorkspace));
    expect(folderFingerprint(galleryDist)).toBe(liveBefore);
    copy = new RemoteWorkingCopy('mf-gallery', 'release-v2');
    copy.edit('public/assets/docs/gallery-video-list.txt', (text) => {
      const concerts = JSON.parse(text) as unknown[];
      concerts.unshift({
        url: 'graduation-concert-2026',
        display: true,
        title: newConcert,
        content: ['M7lc1UVf-VE'],
      });
      return JSON.stringify(concerts, null, 2);
    });
    const v2Build = copy.build();
    ids.v2 = idOf(
      await succeeds(env, ['release', '--version', '2.0.0', '--dist', v2Build], galleryWorkspace),
    );
    await succeeds(env, ['promote', 'gallery', '1.0.0', '--skip-checks']);

    // --log: the server's refusals are read from its output below
    shell = await serveApp('shell', testPorts.releaseShell, env, shellDist, { log: true });
  });

  test.afterAll(async () => {
    // the visitors' browsers first: a connection they keep to the release host is theirs to end
    await Promise.all(visitors.map((context) => context.close()));
    await shell?.close();
    await host?.close();
    copy?.remove();
    rmSync(work, { recursive: true, force: true });
  });

  /** A visitor of their own (a fresh browser context: no cookie, no cache). */
  async function visitor(browser: Browser, path = '/no-such-page'): Promise<Page> {
    const context = await browser.newContext();
    visitors.push(context);
    const page = await context.newPage();
    await preparePage(page);
    await page.goto(`${shellUrl}${path}`);
    return page;
  }

  async function seesNewConcert(page: Page): Promise<boolean> {
    const menu = await openHeaderMenu(page, 'Gallery');
    await expect(menu.getByRole('link', { name: 'Year-End Concert 2025' })).toBeVisible();
    const seen = (await menu.getByRole('link', { name: newConcert }).count()) > 0;
    await page.keyboard.press('Escape');
    return seen;
  }

  const liveGallery = async () =>
    ((await (await fetch(`${shellUrl}/remotes.json`)).json()) as Record<string, string>).gallery;

  test('a preview shows v2 to the previewing browser only, until it leaves', async ({
    browser,
  }) => {
    const token = await succeeds(env, ['preview-token', 'gallery', '2.0.0']);
    const previewer = await visitor(browser, `/no-such-page?preview=${token}`);
    await expect(previewer).toHaveURL(`${shellUrl}/no-such-page`);
    const banner = previewer.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText(`gallery release ${ids.v2}`);
    expect(await seesNewConcert(previewer)).toBe(true);

    const everyoneElse = await visitor(browser);
    expect(await seesNewConcert(everyoneElse)).toBe(false);
    await expect(everyoneElse.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

    await banner.getByRole('link', { name: 'Leave preview' }).click();
    await expect(banner).toHaveCount(0);
    expect(await seesNewConcert(previewer)).toBe(false);
  });

  test('promote: every visitor gets v2 from the same shell process; rollback: v1 within 5 s', async ({
    browser,
  }) => {
    const pid = shell?.pid;
    const shellBefore = folderFingerprint(shellDist);
    const openBefore = await visitor(browser);

    await succeeds(env, ['promote', 'gallery', '2.0.0', '--skip-checks']);
    await expect.poll(liveGallery, { timeout: 5_000 }).toContain(`/gallery/${ids.v2}/`);
    expect(await seesNewConcert(await visitor(browser))).toBe(true);
    // the page opened before the promote keeps working on the release it started with
    const menu = await openHeaderMenu(openBefore, 'Gallery');
    await menu.getByRole('link', { name: 'Photo' }).click();
    await expect(
      openBefore.getByRole('heading', { level: 1, name: 'Photo Gallery' }),
    ).toBeVisible();

    await succeeds(env, ['rollback', 'gallery']);
    await expect.poll(liveGallery, { timeout: 5_000 }).toContain(`/gallery/${ids.v1}/`);
    expect(await seesNewConcert(await visitor(browser))).toBe(false);

    expect(shell?.running()).toBe(true);
    expect(shell?.pid).toBe(pid);
    expect(folderFingerprint(shellDist)).toBe(shellBefore);
  });

  test('a release tampered with before its promote is refused; the live site is unchanged', async () => {
    const entry = JSON.parse(readFileSync(releaseFile(ids.v2, 'release.json'), 'utf8')) as {
      entry: string;
    };
    const file = releaseFile(ids.v2, entry.entry);
    const original = readFileSync(file);
    const registryBefore = readFileSync(env.REGISTRY_FILE ?? '', 'utf8');
    // the file as sent uncompressed; its compressed copies are left as built
    writeFileSync(file, `${original.toString('utf8')}\n;window.tampered = true;`);
    try {
      const refused = await releaseCli(env, ['promote', 'gallery', '2.0.0', '--skip-checks']);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        `Refused to promote gallery ${ids.v2}; the live site is unchanged:\n  - ${entry.entry} as served does not match`,
      );
      expect(readFileSync(env.REGISTRY_FILE ?? '', 'utf8')).toBe(registryBefore);
      expect(await liveGallery()).toContain(`/gallery/${ids.v1}/`);
    } finally {
      writeFileSync(file, original);
    }
  });

  test('a file tampered with after its promote is refused in the browser and on the server', async ({
    browser,
  }) => {
    await succeeds(env, ['promote', 'gallery', '2.0.0', '--skip-checks']);
    await expect.poll(liveGallery, { timeout: 5_000 }).toContain(`/gallery/${ids.v2}/`);
    const recorded = JSON.parse(readFileSync(releaseFile(ids.v2, 'release.json'), 'utf8')) as {
      entry: string;
      serverView: string;
    };
    for (const path of [recorded.entry, recorded.serverView]) {
      const file = releaseFile(ids.v2, path);
      const tampered = `${readFileSync(file, 'utf8')}\n;globalThis.tampered = true;`;
      writeFileSync(file, tampered);
      // and the compressed copies the host sends to browsers that accept them
      if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(tampered));
      if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(tampered));
    }

    // on the server: the gallery's page is not drawn with the changed view
    await (await fetch(`${shellUrl}/gallery/photo`)).text();
    await expect
      .poll(() => shell?.output(), { timeout: 5_000 })
      .toContain('Refused the server view of gallery');

    // in the browser: the part falls back, the rest of the page works
    const page = await visitor(browser);
    const menu = await openHeaderMenu(page, 'Gallery');
    await menu.getByRole('link', { name: 'Photo' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'the photo gallery is not available right now' }),
    ).toBeVisible();
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
    const lessons = await openHeaderMenu(page, 'Lesson');
    await lessons.getByRole('link', { name: 'Piano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Piano/ })).toBeVisible();
  });
});
