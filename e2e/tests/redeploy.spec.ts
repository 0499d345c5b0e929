import { repoRoot } from '@harmoni/tooling/workspaces';
import { expect, test } from '../support/test';
import { join } from 'node:path';
import { folderFingerprint } from '../support/fingerprint';
import { openHeaderMenu } from '../support/menus';
import { testPorts } from '../support/ports';
import { RemoteWorkingCopy } from '../support/redeploy';
import { serveApp, type AppServerHandle } from '../support/servers';

const shellDist = join(repoRoot, 'shell', 'dist');

test.describe('redeploying one remote, the shell untouched', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const servers: AppServerHandle[] = [];
  const copies: RemoteWorkingCopy[] = [];
  const galleryEnv = { SHELL_ORIGINS: `http://localhost:${testPorts.redeployShell}` };

  test.beforeAll(async () => {
    servers.push(
      await serveApp('shell', testPorts.redeployShell, {
        GALLERY_URL: `http://localhost:${testPorts.redeployGallery}`,
        ABOUT_URL: `http://localhost:${testPorts.redeployAbout}`,
      }),
    );
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const copy of copies) copy.remove();
  });

  test('mf-gallery rebuilt with a new concert and restarted is picked up on reload', async ({
    page,
  }) => {
    const shellBefore = folderFingerprint(shellDist);
    let gallery = await serveApp('mf-gallery', testPorts.redeployGallery, galleryEnv);
    servers.push(gallery);

    // a page without the home's award announcement, so the header is free to use
    await page.goto(`http://localhost:${testPorts.redeployShell}/no-such-page`);
    let menu = await openHeaderMenu(page, 'Gallery');
    await expect(menu.getByRole('link', { name: 'Year-End Concert 2025' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Graduation Concert 2026' })).toHaveCount(0);

    const copy = new RemoteWorkingCopy('mf-gallery', 'new-concert');
    copies.push(copy);
    copy.edit('public/assets/docs/gallery-video-list.txt', (text) => {
      const concerts = JSON.parse(text) as unknown[];
      concerts.unshift({
        url: 'graduation-concert-2026',
        display: true,
        title: 'Graduation Concert 2026',
        content: ['M7lc1UVf-VE'],
      });
      return JSON.stringify(concerts, null, 2);
    });
    const newBuild = copy.build();
    await gallery.close();
    gallery = await serveApp('mf-gallery', testPorts.redeployGallery, galleryEnv, newBuild);
    servers.push(gallery);

    await page.reload();
    menu = await openHeaderMenu(page, 'Gallery');
    await expect(menu.getByRole('link', { name: 'Graduation Concert 2026' })).toHaveAttribute(
      'href',
      '/gallery/concert/graduation-concert-2026',
    );
    expect(folderFingerprint(shellDist)).toBe(shellBefore);
  });

  test('a chunk that 404s after a redeploy is fetched again from the fresh manifest', async ({
    page,
  }) => {
    const aboutEnv = { SHELL_ORIGINS: `http://localhost:${testPorts.redeployShell}` };
    let about = await serveApp('mf-about', testPorts.redeployAbout, aboutEnv);
    servers.push(about);

    await page.goto(`http://localhost:${testPorts.redeployShell}/terms`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();

    // The about team changes the Privacy Policy page: its chunk gets a new name.
    const copy = new RemoteWorkingCopy('mf-about', 'new-privacy-chunk');
    copies.push(copy);
    copy.edit('src/legal/PrivacyPolicyPage.tsx', (source) =>
      source.replace(
        '<LegalPage file="privacy-policy" />',
        '<div data-release="2"><LegalPage file="privacy-policy" /></div>',
      ),
    );
    const newBuild = copy.build();
    await about.close();
    about = await serveApp('mf-about', testPorts.redeployAbout, aboutEnv, newBuild);
    servers.push(about);

    const privacyChunks = new Set<string>();
    page.on('request', (request) => {
      if (/__federation_expose_PrivacyPolicyPage\.[0-9a-f]+\.js$/.test(request.url())) {
        privacyChunks.add(request.url());
      }
    });
    // no reload: the page still holds the old manifest and asks for the old chunk first
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('[data-release="2"]')).toHaveCount(1);
    // the old release's chunk was asked for first (and is gone), then the new release's
    expect(privacyChunks.size).toBe(2);
  });
});
