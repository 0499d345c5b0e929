import { portOf, remoteNamed } from '@harmoni/shared/apps';
import { expect, test } from '../support/test';
import { isRealUserFiguresScript } from '../support/realUserFigures';

const origin = (name: 'lessons' | 'gallery' | 'about' | 'contact') =>
  `http://localhost:${portOf(remoteNamed(name))}/`;

/** The shell's own start-up files among a page's hints: scripts and styles from /static/. */
const shellStartupIn = (hints: { href: string; as: string }[]) =>
  hints.filter((link) => link.href.startsWith('/static/'));

/** The shell's entry scripts, which the HTML loads itself (with the answer's nonce). */
const entryScriptsIn = (html: string) =>
  [...html.matchAll(/<script nonce="[0-9a-f]+" defer src="([^"]*)"/g)].map(([, src]) => src ?? '');

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"/g)].map(([, href, as]) => ({
    href: href ?? '',
    as: as ?? '',
  }));

test.describe('what the served HTML lets the browser fetch at once', () => {
  test('Home inlines the remote list and entries and preloads the banner and the events it draws; its other sections load as they near the viewport', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<script type="application/json" id="remote-list">');
    const entries = JSON.parse(
      /<script type="application\/json" id="remote-entries">([^<]*)<\/script>/.exec(html)?.[1] ??
        'null',
    ) as Record<string, string>;
    for (const remote of ['lessons', 'gallery', 'about', 'contact'] as const) {
      expect(entries[remote]).toMatch(
        new RegExp(`^${origin(remote)}static/js/${remote}\\.[0-9a-f]+\\.js$`),
      );
    }
    const preloads = preloadsIn(html);
    expect(preloads[0]).toEqual({ href: '/assets/images/home/banner.webp', as: 'image' });
    expect(preloads.some((link) => link.href.endsWith('mf-manifest.json'))).toBe(false);
    // the server draws the Event section: its code comes hinted, as a routed page's does
    expect(preloads.some((link) => link.href.startsWith(`${origin('gallery')}static/js/`))).toBe(
      true,
    );
    for (const remote of ['lessons', 'about', 'contact'] as const) {
      expect(preloads.some((link) => link.href.startsWith(origin(remote)))).toBe(false);
    }
  });

  test('a lesson page preloads its own hero picture', async ({ request }) => {
    const preloads = preloadsIn(await (await request.get('/lesson/violin')).text());
    expect(preloads[0]).toEqual({
      href: `${origin('lessons')}assets/images/lesson/hero/violin.webp`,
      as: 'image',
    });
  });

  test("every page preloads the shell's start-up scripts, after the hero and before the remotes", async ({
    request,
  }) => {
    const startupOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      // the shell's start-up styles come inline in a server-rendered page, never hinted too
      expect(html, path).toMatch(/<style data-href="\/static\/css\/[^"]+\.css">/);
      const preloads = preloadsIn(html);
      const own = shellStartupIn(preloads);
      expect(own.length, `${path} preloads the shell's start-up files`).toBeGreaterThan(0);
      const first = preloads.indexOf(own[0] ?? { href: '', as: '' });
      // only a hero picture comes first; the shell's files follow one another, then the remotes'
      expect(preloads.slice(0, first).every((link) => link.as === 'image')).toBe(true);
      expect(preloads.slice(first, first + own.length)).toEqual(own);
      expect(preloads.slice(first + own.length).every((link) => link.href.startsWith('http'))).toBe(
        true,
      );
      return own;
    };
    const home = await startupOf('/');
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((link) => link.as === 'script' && link.href.endsWith('.js'))).toBe(true);
    for (const path of ['/lesson/piano', '/about/article/learn-to-play-piano', '/contact']) {
      expect(await startupOf(path)).toEqual(home);
    }
  });

  for (const path of [
    '/',
    '/lesson/piano',
    '/about/article/theory-basics',
    '/contact',
    '/gallery/photo/spring-recital-2026',
    '/terms',
    '/about/faq',
  ]) {
    test(`${path}: every preloaded file is used; neither /remotes.json nor a manifest is fetched`, async ({
      page,
    }) => {
      const unused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('was preloaded using link preload but not used')) {
          unused.push(message.text());
        }
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const html = await (await page.request.get(path)).text();
      const preloaded = preloadsIn(html).map((link) => link.href);
      expect(preloaded.length).toBeGreaterThan(3);
      // Chrome reports an unused preload about 3 s after the load event.
      await page.waitForTimeout(4000);
      expect(unused).toEqual([]);
      expect(requested.some((url) => new URL(url).pathname === '/remotes.json')).toBe(false);
      expect(requested.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
      for (const href of preloaded) {
        expect(requested).toContain(new URL(href, page.url()).href);
      }
      // a script or style sheet loaded with its digest reuses the hint that named the same
      // digest: each is fetched once
      for (const { href } of preloadsIn(html).filter((link) => link.as !== 'image')) {
        const url = new URL(href, page.url()).href;
        expect(
          requested.filter((each) => each === url),
          url,
        ).toHaveLength(1);
      }
      // The hints name exactly the shell's files that load behind its entry: none is missing.
      const entry = entryScriptsIn(html).map((src) => new URL(src, page.url()).href);
      const shellFiles = requested.filter(
        (url) =>
          url.startsWith(new URL('/static/', page.url()).href) &&
          !entry.includes(url) &&
          !isRealUserFiguresScript(url),
      );
      const hinted = shellStartupIn(preloadsIn(html)).map(
        (link) => new URL(link.href, page.url()).href,
      );
      expect(hinted.length).toBeGreaterThan(0);
      expect([...new Set(shellFiles)].sort()).toEqual([...hinted].sort());
    });
  }
});
