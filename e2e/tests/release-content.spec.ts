import { repoRoot } from '@harmoni/tooling/workspaces';
import type { Browser, Page } from '@playwright/test';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testPorts } from '../support/ports';
import { serveApp, serveReleases, type AppServerHandle } from '../support/servers';
import { releaseCommandSucceeds as succeeds } from '../support/teamCommands';
import { expect, preparePage, test } from '../support/test';

const shells = [testPorts.contentReleaseShell, testPorts.contentReleaseOtherShell].map(
  (port) => `http://localhost:${port}`,
);
const galleryWorkspace = join(repoRoot, 'mf-gallery');
const liveName = 'Ukulele Fun Day 2026';
const renamed = 'Ukulele Fun Day 2026 (new photos)';
const newConcert = 'preview-concert-2026';

/** What React or the shell reports when the HTML and the app's first render differ. */
const mismatch = /did not match|hydrat|Minified React error #(418|423|425)/i;

/**
 * A content-only release of the gallery: the live build's files with an album renamed and a
 * concert added, so its server view's bytes (and digest) are the live one's, at another URL.
 * Issue 40: such a release once leaked into every visitor's server render and the sitemap.
 */
test.describe('a content-only release of the gallery, drawn only for whom it is given', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let work: string;
  let env: Record<string, string>;
  let host: AppServerHandle | undefined;
  const servers: AppServerHandle[] = [];
  let id = '';

  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'harmoni-content-release-'));
    env = {
      RELEASE_STORE: join(work, 'store'),
      REGISTRY_FILE: join(work, 'registry.json'),
      RELEASES_URL: `http://localhost:${testPorts.contentReleaseHost}/`,
      PREVIEW_SECRET: 'the-content-release-test-preview-secret',
    };
    mkdirSync(env.RELEASE_STORE ?? '');
    // live: the suite's own builds, the gallery's served at its usual port
    copyFileSync(join(repoRoot, 'shell', 'registry.json'), env.REGISTRY_FILE ?? '');
    host = await serveReleases(env.RELEASE_STORE ?? '', testPorts.contentReleaseHost, {
      SHELL_ORIGINS: shells.join(','),
    });
    const dist = join(work, 'gallery-dist');
    cpSync(join(galleryWorkspace, 'dist'), dist, { recursive: true });
    const edit = (path: string, change: (value: unknown) => unknown) => {
      const file = join(dist, path);
      writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8'))), null, 2));
    };
    edit('assets/images/gallery/ukulele-fun-day-2026/info.txt', (info) => ({
      ...(info as object),
      name: renamed,
    }));
    edit('assets/docs/gallery-video-list.txt', (concerts) => [
      { url: newConcert, display: true, title: 'Preview Concert 2026', content: ['M7lc1UVf-VE'] },
      ...(concerts as unknown[]),
    ]);
    const published = await succeeds(
      env,
      ['release', '--version', '2.0.0', '--dist', dist],
      galleryWorkspace,
    );
    id = /gallery (\S+)/.exec(published)?.[1] ?? '';
    // two shell hosts reading the same registry
    for (const url of shells) {
      servers.push(await serveApp('shell', Number(new URL(url).port), env));
    }
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await host?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A visitor of their own, whose page reports any hydration mismatch. */
  async function visitor(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
    const page = await (await browser.newContext()).newPage();
    await preparePage(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && mismatch.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (mismatch.test(error.message)) errors.push(error.message);
    });
    await page.goto(url);
    return { page, errors };
  }

  const albumList = (page: Page) => page.getByRole('main').getByRole('link', { name: /Ukulele/ });
  const html = async (url: string) => (await fetch(url)).text();

  test('previewed in one browser, it never reaches another visitor’s HTML nor the sitemap', async ({
    browser,
  }) => {
    const [shell = ''] = shells;
    const token = await succeeds(env, ['preview-token', 'gallery', '2.0.0']);
    const previewer = await visitor(browser, `${shell}/gallery/photo?preview=${token}`);
    await expect(albumList(previewer.page)).toContainText(renamed);
    // the server draws the preview for the previewer (its release's workers start on demand)
    await expect
      .poll(async () => (await previewer.page.request.get(`${shell}/gallery/photo`)).text(), {
        timeout: 20_000,
      })
      .toContain(renamed);

    for (const url of shells) {
      const page = await html(`${url}/gallery/photo`);
      expect(page).toContain(liveName);
      expect(page).not.toContain(renamed);
      expect(await html(`${url}/sitemap.xml`)).not.toContain(newConcert);
    }
    const other = await visitor(browser, `${shell}/gallery/photo`);
    await expect(albumList(other.page)).toContainText(liveName);
    await expect(albumList(other.page)).not.toContainText(renamed);

    // the previewer reloads after the others were drawn: still its own release, hydrated alike
    await previewer.page.reload();
    await expect(albumList(previewer.page)).toContainText(renamed);
    expect(previewer.errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  test('promoted, it is drawn on a second shell host reading the same registry', async ({
    browser,
  }) => {
    const [, second = ''] = shells;
    // both hosts have drawn the live release first
    for (const url of shells) expect(await html(`${url}/gallery/photo`)).toContain(liveName);
    await succeeds(env, ['promote', 'gallery', '2.0.0', '--skip-checks']);
    for (const url of shells) {
      await expect.poll(() => html(`${url}/gallery/photo`), { timeout: 15_000 }).toContain(renamed);
    }
    expect(await html(`${second}/sitemap.xml`)).toContain(`/gallery/concert/${newConcert}`);
    const visit = await visitor(browser, `${second}/gallery/photo/ukulele-fun-day-2026`);
    await expect(visit.page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    expect(visit.errors).toEqual([]);
    expect(id).not.toBe('');
  });
});
