import { repoRoot } from '@harmoni/tooling/workspaces';
import type { Page } from '@playwright/test';
import { cpSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testPorts } from '../support/ports';
import { releaseCommandSucceeds as succeeds } from '../support/teamCommands';
import { serveApp, serveReleases, type AppServerHandle } from '../support/servers';
import { expect, preparePage, test } from '../support/test';

const shellUrl = `http://localhost:${testPorts.canaryShell}`;
const galleryWorkspace = join(repoRoot, 'mf-gallery');
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const crawlerAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The gallery release a page's server HTML names in the browser's remote list. */
function galleryIn(html: string): string | undefined {
  const list = /<script type="application\/json" id="remote-list">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  const manifest = list && (JSON.parse(list) as Record<string, string>).gallery;
  return manifest && /\/gallery\/([^/]+)\/mf-manifest\.json$/.exec(manifest)?.[1];
}

/** One cookie-less visit: the release its page was drawn with, and the bucket cookie it got. */
async function freshVisit(userAgent = browserAgent) {
  const response = await fetch(`${shellUrl}/no-such-page`, {
    headers: { 'user-agent': userAgent },
  });
  return {
    release: galleryIn(await response.text()),
    cookie: response.headers.getSetCookie()[0]?.split(';', 1)[0],
  };
}

/**
 * A canary of the gallery (two releases of the same build, so the only difference is where they
 * are served from), against a shell server of its own: about its share of 200 fresh visitors get
 * it, each keeps one release across pages in the server's HTML and the browser's loads alike,
 * and crawlers always get the live release. The other remotes are the suite's.
 */
test.describe('a canary of the gallery', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let work: string;
  let env: Record<string, string>;
  let host: AppServerHandle | undefined;
  let shell: AppServerHandle | undefined;
  const ids = { live: '', candidate: '' };
  const cookies = { live: '', candidate: '' };

  test.beforeAll(async () => {
    // two content checks, two promotes' checks and a shell: a busy machine is slow at it
    test.setTimeout(120_000);
    work = mkdtempSync(join(tmpdir(), 'harmoni-release-canary-'));
    env = {
      RELEASE_STORE: join(work, 'store'),
      REGISTRY_FILE: join(work, 'registry.json'),
      RELEASES_URL: `http://localhost:${testPorts.canaryHost}/`,
    };
    mkdirSync(env.RELEASE_STORE ?? '');
    copyFileSync(join(repoRoot, 'shell', 'registry.json'), env.REGISTRY_FILE ?? '');
    host = await serveReleases(env.RELEASE_STORE ?? '', testPorts.canaryHost, {
      SHELL_ORIGINS: shellUrl,
    });
    // the gallery's build as it is, published twice: the second copy differs by one file that
    // nothing reads, so it is another release with the same code
    const idOf = (output: string) => /gallery (\S+)/.exec(output)?.[1] ?? '';
    const live = join(work, 'live');
    const candidate = join(work, 'candidate');
    cpSync(join(galleryWorkspace, 'dist'), live, { recursive: true });
    cpSync(live, candidate, { recursive: true });
    writeFileSync(join(candidate, 'canary.txt'), 'the candidate');
    ids.live = idOf(
      await succeeds(env, ['release', '--version', '1.0.0', '--dist', live], galleryWorkspace),
    );
    ids.candidate = idOf(
      await succeeds(env, ['release', '--version', '2.0.0', '--dist', candidate], galleryWorkspace),
    );
    await succeeds(env, ['promote', 'gallery', ids.live]);
    await succeeds(env, ['promote', 'gallery', ids.candidate, '--canary', '10', '--by', 'e2e']);
    shell = await serveApp('shell', testPorts.canaryShell, env);
  });

  test.afterAll(async () => {
    await shell?.close();
    await host?.close();
    rmSync(work, { recursive: true, force: true });
  });

  test('about 10% of 200 fresh visitors get the candidate; crawlers always get live', async () => {
    expect(await succeeds(env, ['releases', 'gallery'])).toContain('canary: 10% of visitors');
    const visits: Awaited<ReturnType<typeof freshVisit>>[] = [];
    // eight at a time: 200 visitors arriving, not one after another
    for (let round = 0; round < 25; round += 1) {
      visits.push(...(await Promise.all(Array.from({ length: 8 }, () => freshVisit()))));
    }
    const drawn = visits.filter((visit) => visit.release === ids.candidate);
    expect(visits.every((visit) => visit.cookie !== undefined)).toBe(true);
    expect(visits.filter((visit) => visit.release === ids.live)).toHaveLength(200 - drawn.length);
    // 10% of 200 is 20, with a standard deviation of about 4.2: 4-18% is 8 to 36
    expect(drawn.length).toBeGreaterThanOrEqual(8);
    expect(drawn.length).toBeLessThanOrEqual(36);
    cookies.candidate = drawn[0]?.cookie ?? '';
    cookies.live = visits.find((visit) => visit.release === ids.live)?.cookie ?? '';

    const crawls = await Promise.all(Array.from({ length: 20 }, () => freshVisit(crawlerAgent)));
    expect(crawls.map((crawl) => crawl.release)).toEqual(Array(20).fill(ids.live));
    expect(crawls.every((crawl) => crawl.cookie === undefined)).toBe(true);
  });

  test('each visitor keeps one release across pages, in the server HTML and the browser alike', async ({
    browser,
  }) => {
    for (const side of ['candidate', 'live'] as const) {
      const [name, value] = cookies[side].split('=');
      const context = await browser.newContext();
      await context.addCookies([{ name: name ?? '', value: value ?? '', url: shellUrl }]);
      const page: Page = await context.newPage();
      await preparePage(page);
      const loaded = new Set<string>();
      page.on('request', (request) => {
        const release = /\/gallery\/([^/]+)\//.exec(request.url())?.[1];
        if (request.url().startsWith(env.RELEASES_URL ?? '') && release) loaded.add(release);
      });
      // the home page (the gallery's events section), then the gallery's own page
      for (const path of ['/', '/gallery/photo']) {
        const response = await page.goto(`${shellUrl}${path}`);
        expect(galleryIn((await response?.text()) ?? '')).toBe(ids[side]);
        await expect.poll(() => [...loaded]).toEqual([ids[side]]);
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
      await context.close();
    }
  });
});
