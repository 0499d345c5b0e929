import { repoRoot } from '@harmoni/tooling/workspaces';
import type { Browser, Page } from '@playwright/test';
import {
  cpSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
    await succeeds(env, ['promote', 'gallery', ids.live, '--skip-checks']);
    await succeeds(env, [
      'promote',
      'gallery',
      ids.candidate,
      '--canary',
      '10',
      '--by',
      'e2e',
      '--skip-checks',
    ]);
    // a canary is judged over 3 page views here, by its failures only (a few pictures' LCP vary)
    shell = await serveApp('shell', testPorts.canaryShell, {
      ...env,
      CANARY_MIN_VIEWS: '3',
      CANARY_VITAL_MARGIN: '100',
    });
  });

  test.afterAll(async () => {
    await shell?.close();
    await host?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A browser with the bucket cookie `cookie`. */
  async function visitorWith(browser: Browser, cookie: string) {
    const [name, value] = cookie.split('=');
    const context = await browser.newContext();
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: shellUrl }]);
    const page: Page = await context.newPage();
    await preparePage(page);
    return { context, page };
  }

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
      const { context, page } = await visitorWith(browser, cookies[side]);
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

  test("a candidate that throws in its visitors' browsers is rolled back by itself within a minute", async ({
    browser,
  }) => {
    // the gallery's build with an entry that throws, published as it is (its digests recorded)
    const broken = join(work, 'broken');
    cpSync(join(galleryWorkspace, 'dist'), broken, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(broken, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string; path: string } };
    };
    const entry = join(
      broken,
      manifest.metaData.remoteEntry.path,
      manifest.metaData.remoteEntry.name,
    );
    writeFileSync(
      entry,
      `throw new Error('the candidate breaks');\n${readFileSync(entry, 'utf8')}`,
    );
    rmSync(`${entry}.br`, { force: true });
    rmSync(`${entry}.gz`, { force: true });
    const id =
      /gallery (\S+)/.exec(
        await succeeds(env, ['release', '--version', '3.0.0', '--dist', broken], galleryWorkspace),
      )?.[1] ?? '';
    await succeeds(env, ['promote', 'gallery', id, '--canary', '50', '--skip-checks']);
    const started = Date.now();

    // a visitor in the canary's half: the gallery part fails in the browser, the beacon says so
    let cookie = '';
    await expect
      .poll(async () => {
        const visit = await freshVisit();
        if (visit.release === id) cookie = visit.cookie ?? '';
        return cookie;
      })
      .not.toBe('');
    const { context, page } = await visitorWith(browser, cookie);
    for (let view = 0; view < 3; view += 1) {
      await page.goto(`${shellUrl}/gallery/photo`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'is not available right now' }),
      ).toBeVisible();
      // leaving the page sends its beacon
      await page.goto(`${shellUrl}/terms`);
    }
    await context.close();

    const registry = () =>
      JSON.parse(readFileSync(env.REGISTRY_FILE ?? '', 'utf8')) as {
        remotes: { gallery?: { canary?: unknown } };
      };
    await expect
      .poll(() => registry().remotes.gallery?.canary, { timeout: 60_000 })
      .toBeUndefined();
    expect(Date.now() - started).toBeLessThan(60_000);
    const history = await succeeds(env, ['releases', 'gallery', '--history']);
    expect(history).toMatch(
      new RegExp(
        `canary ${id} rolled back by itself, everyone on ${ids.live}, by the shell \\(automatic rollback\\)\\n {4}why: worse than ${ids.live}: failures`,
      ),
    );
    // that visitor is on the live release again
    expect(
      (
        await fetch(`${shellUrl}/no-such-page`, { headers: { cookie } }).then((r) => r.text())
      ).includes(`/gallery/${ids.live}/`),
    ).toBe(true);
  });
});
