import { expect, preparePage, test } from '../support/test';
import { dismissAwardModal } from '../support/home';
import { openHeaderMenu } from '../support/menus';
import { testPorts } from '../support/ports';
import { serveApp, type AppServerHandle } from '../support/servers';

test.describe('a remote that is down takes down only its own region', () => {
  let about: AppServerHandle | undefined;
  let shell: AppServerHandle | undefined;

  test.beforeAll(async () => {
    about = await serveApp('mf-about', testPorts.resilienceAbout, {
      SHELL_ORIGINS: `http://localhost:${testPorts.resilienceShell}`,
    });
    shell = await serveApp('shell', testPorts.resilienceShell, {
      ABOUT_URL: `http://localhost:${testPorts.resilienceAbout}`,
    });
  });

  test.afterAll(async () => {
    await shell?.close();
    await about?.close();
  });

  test('stopping mf-about mid-visit shows its fallback; the rest keeps working; Retry recovers', async ({
    page,
  }) => {
    await page.goto(`${shell?.url}/terms`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();

    await about?.close();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'the Privacy Policy is not available' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // header, footer and the shell's own routes still work
    const lessons = await openHeaderMenu(page, 'Lesson');
    await expect(lessons.getByRole('link', { name: 'Piano' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByTestId('home-banner')).toBeVisible();

    await page.goBack();
    await expect(fallback).toBeVisible();

    // the remote comes back: Retry loads it without reloading the page
    about = await serveApp('mf-about', testPorts.resilienceAbout, {
      SHELL_ORIGINS: `http://localhost:${testPorts.resilienceShell}`,
    });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('remotes that cannot be reached from the start', () => {
  let shell: AppServerHandle | undefined;

  test.beforeAll(async () => {
    shell = await serveApp('shell', testPorts.degradedShell, {
      // nothing listens on port 9: the lesson and concert services are unreachable
      LESSONS_URL: 'http://localhost:9',
      GALLERY_URL: 'http://localhost:9',
      // a server that answers, but not with a manifest
      ABOUT_URL: `http://localhost:${testPorts.degradedShell}/no-such-remote/`,
    });
  });

  test.afterAll(async () => {
    await shell?.close();
  });

  test('the Lesson and Gallery dropdowns degrade; a broken manifest shows the fallback', async ({
    page,
  }) => {
    await page.goto(`${shell?.url}/`);
    await dismissAwardModal(page);
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect(page.locator('#page-loader')).toHaveCount(0);

    const lessons = await openHeaderMenu(page, 'Lesson');
    await expect(lessons.getByText('Lessons are unavailable right now.')).toBeVisible();
    await expect(lessons.getByRole('link', { name: 'Ask us about lessons' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const gallery = await openHeaderMenu(page, 'Gallery');
    await expect(gallery.getByText('Concert videos are unavailable right now.')).toBeVisible();
    await expect(gallery.getByRole('link', { name: 'Photo' })).toBeVisible();

    await page.goto(`${shell?.url}/terms`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'is not available right now' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('a remote that hangs', () => {
  test("keeps only its own part waiting: the page's header is taken over anyway", async ({
    browser,
  }) => {
    // The shell waits for the modules the server drew before it hydrates, but not for ever.
    const page = await browser.newPage();
    await preparePage(page);
    await page.route(/__federation_expose_AlbumListPage/, () => undefined);
    // Not until 'load': once the page's code hints are in, the hanging file holds that back.
    await page.goto('/gallery/photo', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'About',
    });
    await expect(async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    // the part the server drew stays on screen while its code does not come
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await page.close();
  });
});
