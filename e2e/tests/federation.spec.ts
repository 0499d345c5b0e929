import { expect, test } from '../support/test';
import { portOf, remoteNamed } from '@harmoni/shared/apps';
import { openHeaderMenu } from '../support/menus';

const aboutRemote = remoteNamed('about');

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn: string[];
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test.describe('federation', () => {
  test('one copy of React, the router, zustand and the shared package, used by every remote', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    // the header's services come from two more remotes
    const lessons = await openHeaderMenu(page, 'Lesson');
    await expect(lessons.getByRole('link', { name: 'Piano' })).toBeVisible();

    const share = await page.evaluate(
      () =>
        (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__
          .__SHARE__,
    );
    const scopes = Object.values(share).flatMap((byScope) => Object.values(byScope));
    const versionsOf = (name: string) =>
      scopes.flatMap((packages) =>
        Object.entries(packages[name] ?? {}).map(([version, entry]) => ({ version, ...entry })),
      );

    // Every container sees the same share scope; each package must resolve to one provider.
    for (const name of ['react', 'react-dom', 'react-router-dom', 'zustand', '@harmoni/shared']) {
      const providers = new Set(
        versionsOf(name).map((entry) => `${entry.version} from ${entry.from}`),
      );
      expect([...providers], `${name} has one copy, the shell's`).toEqual([
        expect.stringMatching(/ from shell$/),
      ]);
    }
    expect(versionsOf('@harmoni/shared')[0]?.useIn).toEqual(
      expect.arrayContaining(['shell', 'lessons', 'gallery', 'about']),
    );
  });

  test("a remote's links use the shell's router: no full page load", async ({ page }) => {
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Get Started is rendered by mf-about with the Link of the shared react-router-dom
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/contact');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('remote code is fetched from its own origin, only when its route is visited', async ({
    page,
  }) => {
    const aboutOrigin = `http://localhost:${portOf(aboutRemote)}/`;
    const aboutRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(aboutOrigin)) aboutRequests.push(request.url());
    });
    // a lesson page and the header use mf-lessons and mf-gallery, nothing of mf-about
    await page.goto('/lesson/piano');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const lessons = await openHeaderMenu(page, 'Lesson');
    await expect(lessons.getByRole('link', { name: 'Piano' })).toBeVisible();
    expect(aboutRequests).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    // the entry the server read from about's manifest: the browser needs no manifest
    expect(aboutRequests.some((url) => /\/static\/js\/about\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(aboutRequests.some((url) => url.includes('/assets/docs/legal/terms.txt'))).toBe(true);
  });

  test("each remote entry uses the shell's federation runtime core instead of carrying its own", async ({
    page,
  }) => {
    const entries: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/static\/js\/about\.[0-9a-f]+\.js$/.test(response.url())) entries.push(response.text());
    });
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    expect(entries).toHaveLength(1);
    // experiments.externalRuntime: the entry reads the core from the global the shell provides
    expect(await entries[0]).toContain('_FEDERATION_RUNTIME_CORE');
    const provided = await page.evaluate(
      () => typeof (globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE,
    );
    expect(provided).toBe('object');
  });

  test("a remote's standalone page provides itself the runtime core the shell would", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${portOf(remoteNamed('lessons'))}/lesson/piano`);
    await expect(page.getByRole('heading', { level: 1, name: 'Piano Lessons' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
