import type { Page } from '@playwright/test';
import { portOf, remoteApps, remoteNamed } from '@harmoni/shared/apps';
import { expect, test } from '../support/test';
import { waitForOwnRequestsSettled } from '../support/network';
import { navigateInApp } from '../support/about';
import { articleDirectory, lessonList } from '../support/siteContent';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const lesson = lessonList().find((entry) => entry.link)?.link ?? '';
const article = articleDirectory()[0];

test.describe('Content-Security-Policy', () => {
  test('the shell sends it with the hardening headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    // scripts by this answer's nonce and the trust it passes on, never by host
    expect(csp).toMatch(/(?:^|; ?)script-src 'strict-dynamic' 'nonce-[0-9a-f]{32}'(?:;|$)/);
    for (const remote of remoteApps) {
      expect(csp).toContain(`connect-src 'self' `);
      expect(csp).toContain(`http://localhost:${portOf(remote)}`);
    }
    expect(headers['cache-control']).toMatch(/^private\b/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  for (const path of ['/', `/lesson/${lesson}`, `/about/article/${article?.id}`, '/contact']) {
    test(`${path} runs without a single violation`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await waitForOwnRequestsSettled(page);
      // the award dialog, the map and the form have all had their chance to load
      expect(await violations()).toEqual([]);
    });
  }

  test('the video gallery and its players run without a violation', async ({
    page,
    thirdParty,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/gallery/video');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Video Gallery' })).toBeVisible();
    // every thumbnail has loaded (or failed) before the policy is read
    await expect
      .poll(() =>
        main
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    await main.getByRole('link', { name: /play/i }).first().click();
    await expect(
      page.frameLocator('main iframe').first().locator('[data-third-party="player"]'),
    ).toBeVisible();
    expect(thirdParty.requests.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});

test.describe("a script added to the server's HTML", () => {
  test("from a remote's origin, without the answer's nonce, does not run; the page's own do", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const gallery = `http://localhost:${portOf(remoteNamed('gallery'))}`;
    const injected = `${gallery}/static/js/injected.js`;
    const withNonce = `${gallery}/static/js/with-nonce.js`;
    for (const [url, flag] of [
      [injected, '__injected'],
      [withNonce, '__withNonce'],
    ] as const) {
      await page.route(url, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          headers: { 'access-control-allow-origin': '*' },
          body: `window.${flag} = true;`,
        }),
      );
    }
    // What a remote's HTML in the page could add: a script from its own origin (at the end of
    // the body, where it leaves React's hydration alone). A control beside it carries the
    // answer's nonce, as only the server's own tags do. A page the shell draws alone: Chrome
    // counts a document the test answers as public, and its Local Network Access then keeps
    // that page from the remotes on this machine's loopback.
    await page.route('/no-such-page', async (route) => {
      const response = await route.fetch();
      const nonce = /'nonce-([0-9a-f]+)'/.exec(
        response.headers()['content-security-policy'] ?? '',
      )?.[1];
      expect(nonce).toBeDefined();
      const html = (await response.text()).replace(
        '</body>',
        `<script src="${injected}"></script><script nonce="${nonce}" src="${withNonce}"></script></body>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // the page's own scripts ran: the shell's code takes the start-up loader away
    await expect(page.locator('#page-loader')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => '__withNonce' in window)).toBe(true);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    expect(await violations()).toContainEqual(expect.stringContaining(`blocked ${injected}`));
  });
});

test.describe('remotes', () => {
  test('let only the configured shell origins read them', async ({ request, baseURL }) => {
    for (const remote of remoteApps) {
      const manifest = `http://localhost:${portOf(remote)}/mf-manifest.json`;
      const allowed = await request.get(manifest, { headers: { origin: baseURL ?? '' } });
      expect(allowed.headers()['access-control-allow-origin']).toBe(baseURL);
      expect(allowed.headers()['cross-origin-resource-policy']).toBe('cross-origin');
      const other = await request.get(manifest, { headers: { origin: 'https://evil.example' } });
      expect(other.headers()['access-control-allow-origin']).toBeUndefined();
    }
  });
});

test.describe('article HTML', () => {
  // No policy at all here: what stops the script must be the sanitizer alone.
  test.use({ bypassCSP: true });

  test('a script and an inline event handler in an article do not run: the sanitizer drops them', async ({
    page,
  }) => {
    await page.route(`**/assets/docs/articles/content/*.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: [
          '<h2>Practising scales</h2>',
          '<p>Ten minutes of scales a day.</p>',
          '<script>window.__pwned = 1</script>',
          '<img src="x" onerror="window.__pwned = 2" alt="scale chart">',
        ].join('\n'),
      }),
    );
    // Reached from the article list, so the browser fetches the body itself (the server's own
    // cleaning of a page it draws is checked by sanitizeArticle.server.test.ts).
    await page.goto('/about/article');
    await navigateInApp(page, `/about/article/${article?.id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Ten minutes of scales a day.')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Practising scales' })).toBeVisible();
    await waitForOwnRequestsSettled(page);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // removed by the sanitizer, not merely blocked by the policy
    await expect(main.locator('script')).toHaveCount(0);
    await expect(main.locator('[onerror]')).toHaveCount(0);
    await expect(main.getByRole('img', { name: 'scale chart' })).toHaveCount(1);
  });
});
