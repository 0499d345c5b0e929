import { repoRoot } from '@harmoni/tooling/workspaces';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderFingerprint } from '../support/fingerprint';
import { dismissAwardModal, revealHomeSection } from '../support/home';
import { openHeaderMenu } from '../support/menus';
import { RemoteWorkingCopy } from '../support/redeploy';
import { serveApp, type AppServerHandle } from '../support/servers';
import { teamCommandSucceeds } from '../support/teamCommands';
import { interceptThirdParty, type ThirdPartyTraffic } from '../support/thirdParty';

/** Extra servers of this file, in the gallery's reserved range 3140-3149 (support/ports.ts). */
const galleryPorts = { redeployShell: 3140, redeployGallery: 3142 } as const;

const albumNames = ['Ukulele Fun Day 2026', 'Spring Recital 2026', 'Year-End Concert 2025'];

let traffic: ThirdPartyTraffic;

test.beforeEach(async ({ page }) => {
  traffic = await interceptThirdParty(page);
});

/**
 * The home page greets a new visit with the award announcement, a modal dialog that hides the
 * rest of the page from the accessibility tree: close it first. It opens once the page's script
 * has taken over the server's HTML, so wait for it rather than look once.
 */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('home-banner')).toBeVisible();
  await dismissAwardModal(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('photo albums', () => {
  test('album list, album, and the viewer: next, previous, wrap-around, counter, Escape, backdrop', async ({
    page,
  }) => {
    await page.goto('/gallery/photo');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    const albums = page.getByRole('list', { name: 'Photo albums' });
    await expect(albums.getByRole('heading', { level: 2 })).toHaveText(albumNames);
    const card = albums.getByRole('listitem').filter({ hasText: 'Spring Recital 2026' });
    await expect(card).toContainText('Apr 18, 2026');
    const cover = card.getByRole('img', { name: 'Cover photo of Spring Recital 2026' });
    await expect(cover).toHaveJSProperty('complete', true);
    expect((await cover.boundingBox())?.height).toBe(270);
    await expect(page.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/contact');

    await card.getByRole('link', { name: 'Spring Recital 2026' }).click();
    await expect(page).toHaveURL('/gallery/photo/spring-recital-2026');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spring Recital 2026' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open photo \d of 6$/ })).toHaveCount(6);

    const sixth = page.getByRole('link', { name: 'Open photo 6 of 6' });
    await sixth.click();
    const viewer = page.getByRole('dialog', { name: 'Spring Recital 2026' });
    const counter = viewer.getByText(/^\d+ \/ 6$/);
    await expect(counter).toHaveText('6 / 6');
    await expect(
      viewer.getByRole('img', { name: 'Spring Recital 2026, photo 6 of 6' }),
    ).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();

    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('1 / 6');
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('6 / 6');
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('5 / 6');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('6 / 6');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 6');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('6 / 6');

    // Tab stays inside the viewer
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Tab');
    await expect(viewer.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(sixth).toBeFocused();

    const second = page.getByRole('link', { name: 'Open photo 2 of 6' });
    await second.click();
    await expect(counter).toHaveText('2 / 6');
    // a swipe to the left shows the next photo
    const box = await viewer.boundingBox();
    if (!box) throw new Error('the viewer has no box');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x + 150, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x - 150, middle.y, { steps: 6 });
    await page.mouse.up();
    await expect(counter).toHaveText('3 / 6');
    await expect(viewer).toBeVisible();
    // clicking the photo keeps the viewer open; clicking the backdrop closes it
    await viewer.getByRole('img').click();
    await expect(viewer).toBeVisible();
    await viewer.click({ position: { x: 8, y: box.height / 2 } });
    await expect(viewer).toHaveCount(0);
    await expect(second).toBeFocused();

    await page.getByRole('link', { name: 'Open photo 1 of 6' }).click();
    await viewer.getByRole('button', { name: 'Close photo viewer' }).click();
    await expect(viewer).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Gallery' }).click();
    await expect(page).toHaveURL('/gallery/photo');
  });

  test('loads full-size photos only for the photo shown and its neighbours', async ({ page }) => {
    const full = new Set<string>();
    page.on('request', (request) => {
      const match = /\/year-end-concert-2025\/year-end-concert-2025%20\((\d+)\)\.(jpg|webp)$/.exec(
        request.url(),
      );
      if (match?.[1]) full.add(match[1]);
    });
    await page.goto('/gallery/photo/year-end-concert-2025');
    await expect(page.getByRole('link', { name: /^Open photo \d of 8$/ })).toHaveCount(8);
    expect([...full]).toEqual([]);

    await page.getByRole('link', { name: 'Open photo 4 of 8' }).click();
    const photo = page.getByRole('dialog').getByRole('img', { name: /photo 4 of 8/ });
    await expect(photo).toHaveJSProperty('complete', true);
    await expect.poll(() => [...full].sort()).toEqual(['3', '4', '5']);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => [...full].sort()).toEqual(['3', '4', '5', '6']);
  });

  test('the album is also at /gallery/{folder}', async ({ page }) => {
    await page.goto('/gallery/ukulele-fun-day-2026');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ukulele Fun Day 2026' }),
    ).toBeVisible();
    await expect(page.getByText('Jul 25, 2026')).toBeVisible();
    await page.getByRole('link', { name: 'Open photo 1 of 6' }).click();
    await expect(page.getByRole('dialog').getByText('1 / 6')).toBeVisible();
  });

  for (const path of ['/gallery/photo/no-such-album', '/gallery/no-such-album']) {
    test(`a missing album (${path}) redirects to the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByTestId('home-banner')).toBeVisible();
    });
  }
});

test.describe('videos', () => {
  test('the video gallery shows 315 pixel frames that play only when asked', async ({ page }) => {
    await page.goto('/gallery/video');
    await expect(page.getByRole('heading', { level: 1, name: 'Video Gallery' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/contact');
    const videos = page.getByRole('list', { name: 'Performance videos' });
    const plays = videos.getByRole('link', { name: /^Play video:/ });
    await expect(plays).toHaveCount(6);
    for (const play of await plays.all()) {
      expect((await play.boundingBox())?.height).toBe(315);
    }
    await expect(videos.locator('iframe')).toHaveCount(0);
    await expect
      .poll(() => traffic.matching(/^https:\/\/i\.ytimg\.com\/vi\/[^/]+\/hqdefault\.jpg$/).length)
      .toBeGreaterThan(0);
    // nothing from a video service but thumbnails before a click
    expect(traffic.matching(/youtube|vimeo/)).toEqual([]);

    await plays.first().click();
    const player = videos.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&controls=1&loop=0&fs=1',
    );
    await expect(player).toHaveAttribute('title', 'Harmoni Music School performance 1');
    expect((await player.boundingBox())?.height).toBe(315);
    await expect(page.frameLocator('iframe').getByText('Player for M7lc1UVf-VE')).toBeVisible();
  });

  test('a displayed concert, reached from the header, shows its videos', async ({ page }) => {
    await page.goto('/gallery/video');
    const menu = await openHeaderMenu(page, 'Gallery');
    await menu.getByRole('link', { name: 'Spring Recital 2025' }).click();
    await expect(page).toHaveURL('/gallery/concert/spring-recital-2025');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spring Recital 2025' }),
    ).toBeVisible();
    const videos = page.getByRole('list', { name: 'Spring Recital 2025 videos' });
    await expect(videos.getByRole('link', { name: /^Play video:/ })).toHaveCount(2);
    await videos.getByRole('link', { name: 'Play video: Spring Recital 2025, video 2' }).click();
    await expect(videos.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ?autoplay=1&controls=1&loop=0&fs=1',
    );
  });

  test('the concert list comes with the concert page, and serves the header too', async ({
    page,
  }) => {
    const fetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/assets/docs/gallery-video-list.txt'))
        fetches.push(request.url());
    });
    await page.goto('/gallery/concert/year-end-concert-2025');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Year-End Concert 2025' }),
    ).toBeVisible();
    const menu = await openHeaderMenu(page, 'Gallery');
    await expect(menu.getByRole('link', { name: 'Charity Concert 2024' })).toBeVisible();
    // the server read it to draw the page and sent it along: nothing fetches it again
    expect(fetches).toEqual([]);
  });

  for (const slug of ['rehearsal-2024', 'no-such-concert']) {
    test(`the concert "${slug}" (hidden or unknown) redirects to the home page`, async ({
      page,
    }) => {
      await page.goto(`/gallery/concert/${slug}`);
      await expect(page).toHaveURL('/');
      await expect(page.getByTestId('home-banner')).toBeVisible();
    });
  }

  test('the header Gallery dropdown lists the displayed concerts only', async ({ page }) => {
    await page.goto('/gallery/photo');
    const menu = await openHeaderMenu(page, 'Gallery');
    await expect(menu.getByRole('link')).toHaveText([
      'Photo',
      'Video',
      'Year-End Concert 2025',
      'Spring Recital 2025',
      'Charity Concert 2024',
    ]);
    await expect(menu.getByRole('link', { name: /Rehearsal/ })).toHaveCount(0);
  });
});

test.describe('the home page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the events, four per row, upcoming first with a badge', async ({ page }) => {
    await openHome(page);
    await revealHomeSection(page, 'gallery/HomeEvents');
    const events = page.getByRole('region', { name: 'Events' });
    const cards = events.getByRole('article');
    await expect(cards).toHaveCount(10);

    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Year-End Concert 2026',
      'Christmas Carol Singalong',
      'Music Exam Preparation Workshop',
      'Chinese New Year Open Day',
      "Teachers' Chamber Evening",
      'Merdeka Music Showcase',
      'Ukulele Fun Day',
      'Piano Masterclass with a Guest Pianist',
      'Spring Recital 2026',
      'Year-End Concert 2025',
    ]);
    await expect(events.getByText('Upcoming', { exact: true })).toHaveCount(4);

    const concert = cards.filter({ hasText: 'Year-End Concert 2026' });
    await expect(concert.locator('time')).toHaveText('Dec12');
    await expect(concert).toContainText('7:00 PM – 9:30 PM');
    // no url: its picture links nowhere; upcoming: its calendar file, and the content says free
    await expect(
      concert.getByRole('link', { name: 'Year-End Concert 2026', exact: true }),
    ).toHaveCount(0);
    await expect(concert.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
      'href',
      /\/assets\/docs\/calendar\/year-end-concert-2026\.ics$/,
    );
    await expect(concert).toContainText('Free admission');
    await expect(concert.getByRole('img', { name: 'Year-End Concert 2026' })).toBeVisible();

    const openDay = cards.filter({ hasText: 'Chinese New Year Open Day' });
    await expect(openDay.locator('time')).toHaveText('Feb06');
    await expect(openDay.getByText('–', { exact: true })).toBeVisible();

    const showcase = cards.filter({ hasText: 'Merdeka Music Showcase' });
    await expect(showcase).toContainText('4:00 PM');

    // four per row on large screens
    const tops = await Promise.all(
      (await cards.all()).slice(0, 5).map(async (card) => (await card.boundingBox())?.y),
    );
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);

    // an event with a url links its image there
    const ukulele = cards.filter({ hasText: 'Ukulele Fun Day' });
    await ukulele.getByRole('link', { name: 'Ukulele Fun Day' }).click();
    await expect(page).toHaveURL('/gallery/photo/ukulele-fun-day-2026');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ukulele Fun Day 2026' }),
    ).toBeVisible();
  });

  test('shows the event recaps as videos that play when asked', async ({ page }) => {
    await openHome(page);
    await revealHomeSection(page, 'gallery/EventRecaps');
    const recaps = page.getByRole('region', { name: 'Event Recaps' });
    const plays = recaps.getByRole('link', { name: /^Play video: Event recap \d$/ });
    await expect(plays).toHaveCount(3);
    await expect(recaps.locator('iframe')).toHaveCount(0);
    expect(traffic.matching(/youtube-nocookie/)).toEqual([]);

    await plays.nth(2).click();
    await expect(recaps.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1&controls=1&loop=0&fs=1',
    );
    await expect(recaps.getByRole('link', { name: /^Play video/ })).toHaveCount(2);
  });
});

test.describe('a new album, deployed with mf-gallery alone', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const shellDist = join(repoRoot, 'shell', 'dist');
  const galleryEnv = { SHELL_ORIGINS: `http://localhost:${galleryPorts.redeployShell}` };
  const servers: AppServerHandle[] = [];
  let copy: RemoteWorkingCopy | undefined;
  let photos: string | undefined;

  test.beforeAll(async () => {
    servers.push(
      await serveApp('shell', galleryPorts.redeployShell, {
        GALLERY_URL: `http://localhost:${galleryPorts.redeployGallery}`,
      }),
    );
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    copy?.remove();
    if (photos) rmSync(photos, { recursive: true, force: true });
  });

  test('is imported with gallery:import, built, restarted, and listed on reload', async ({
    page,
  }) => {
    const shellBefore = folderFingerprint(shellDist);
    let gallery = await serveApp('mf-gallery', galleryPorts.redeployGallery, galleryEnv);
    servers.push(gallery);

    await page.goto(`http://localhost:${galleryPorts.redeployShell}/gallery/photo`);
    const albums = page.getByRole('list', { name: 'Photo albums' });
    await expect(albums.getByRole('heading', { level: 2 })).toHaveText(albumNames);

    // The team's new photos: six camera files, imported with the team's command.
    const cameraFiles = mkdtempSync(join(tmpdir(), 'piano-duets-'));
    photos = cameraFiles;
    const source = join(repoRoot, 'mf-gallery/public/assets/images/gallery/year-end-concert-2025');
    const jpegs = readdirSync(source).filter((file) => file.endsWith('.jpg'));
    jpegs.slice(0, 6).forEach((file, index) => {
      copyFileSync(join(source, file), join(cameraFiles, `DSC_0${index + 10}.jpg`));
    });
    copy = new RemoteWorkingCopy('mf-gallery', 'new-album');
    await teamCommandSucceeds('mf-gallery/scripts/gallery-import.ts', [
      ...['--from', cameraFiles, '--folder', 'piano-duets-2026', '--name', 'Piano Duets Evening'],
      ...['--date', '2026-11-07', '--cover', '2'],
      ...['--gallery-dir', join(copy.dir, 'public/assets/images/gallery')],
    ]);
    const newBuild = copy.build();
    await gallery.close();
    gallery = await serveApp('mf-gallery', galleryPorts.redeployGallery, galleryEnv, newBuild);
    servers.push(gallery);

    await page.reload();
    await expect(albums.getByRole('heading', { level: 2 })).toHaveText([
      'Piano Duets Evening',
      ...albumNames,
    ]);
    await albums.getByRole('link', { name: 'Piano Duets Evening' }).click();
    await expect(page).toHaveURL(
      `http://localhost:${galleryPorts.redeployShell}/gallery/photo/piano-duets-2026`,
    );
    await expect(page.getByText('Nov 07, 2026')).toBeVisible();
    await page.getByRole('link', { name: 'Open photo 6 of 6' }).click();
    const viewer = page.getByRole('dialog', { name: 'Piano Duets Evening' });
    await expect(viewer.getByRole('img', { name: /photo 6 of 6/ })).toHaveJSProperty(
      'naturalWidth',
      1600,
    );
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText('1 / 6')).toBeVisible();

    expect(folderFingerprint(shellDist)).toBe(shellBefore);
  });
});
