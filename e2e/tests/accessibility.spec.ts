import { remoteRoutes } from '@harmoni/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { wcagViolations, waitForContent } from '../support/axe';
import { dismissAwardModal, scrollThroughHomeSections } from '../support/home';
import { openHeaderMenu } from '../support/menus';
import { motionsIn, trivialMs } from '../support/motion';
import { smallTargets } from '../support/targets';
import { expect, test } from '../support/test';
import { expectPanelOpen, panelSummaries } from '../support/accordion';

// An axe scan or a keyboard walk of a whole page takes tens of seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * One real address per screen of the route table, every parameter filled with content that
 * exists (a lesson, an album folder, a displayed concert, an article). Home is the empty path.
 */
const samples: Record<string, string> = {
  '': '/',
  'lesson/:lesson': '/lesson/piano',
  'gallery/photo': '/gallery/photo',
  'gallery/photo/:folder': '/gallery/photo/spring-recital-2026',
  'gallery/:folder': '/gallery/ukulele-fun-day-2026',
  'gallery/video': '/gallery/video',
  'gallery/concert/:concert': '/gallery/concert/year-end-concert-2025',
  about: '/about',
  'about/vision-and-mission': '/about/vision-and-mission',
  'about/article': '/about/article',
  'about/article/:article': '/about/article/learn-to-play-piano',
  'about/exam-boards': '/about/exam-boards',
  'about/faq': '/about/faq',
  'about/setup-online-lesson': '/about/setup-online-lesson',
  contact: '/contact',
  terms: '/terms',
  'privacy-policy': '/privacy-policy',
};

const routePaths = ['', ...remoteRoutes.map((route) => route.path)];

/**
 * Opens a page and waits for its content; on Home the award announcement is put away first, and
 * its sections, which load as they near the viewport, are scrolled through.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  if (url === '/') {
    await dismissAwardModal(page);
    await scrollThroughHomeSections(page);
  }
  await waitForContent(page);
}

test('every route of the route table has a sample address to scan', () => {
  expect(Object.keys(samples).sort()).toEqual([...routePaths].sort());
});

test.describe('WCAG 2.2 AA: every route', () => {
  for (const path of routePaths) {
    const url = samples[path];
    test(`${path === '' ? 'home' : path} (${url ?? 'no sample'})`, async ({ page }) => {
      expect(url, `a sample address for route "${path}"`).toBeDefined();
      await open(page, url ?? '/');
      // a sample that redirects (unknown album, hidden concert) would scan the wrong page
      expect(new URL(page.url()).pathname).toBe(url);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe('WCAG 2.2 AA: open states', () => {
  test('the award announcement', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Award announcement' })).toBeVisible();
    await expect(page.locator('#page-loader')).toHaveCount(0);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the Lesson dropdown', async ({ page }) => {
    await open(page, '/about');
    const menu = await openHeaderMenu(page, 'Lesson');
    await expect(menu.getByRole('link', { name: 'Piano' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the Lesson dropdown over a hero, at the top of the page', async ({ page }) => {
    await open(page, '/lesson/piano');
    const menu = await openHeaderMenu(page, 'Lesson');
    await expect(menu.getByRole('link', { name: 'Piano' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('an FAQ panel', async ({ page }) => {
    await open(page, '/about/faq');
    const question = panelSummaries(page.getByRole('main')).first();
    await question.click();
    await expectPanelOpen(question);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the photo viewer', async ({ page }) => {
    await open(page, '/gallery/photo/spring-recital-2026');
    await page.getByRole('link', { name: /^Open photo 1 of/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('img')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the small-screen menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/lesson/piano');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
    await nav.getByRole('button', { name: 'Lesson' }).click();
    await expect(nav.getByRole('link', { name: 'Piano' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the Thank you dialog', async ({ page }) => {
    // answered here: the scan needs the dialog, not a stored enquiry
    await page.route('**/api/general/enquiry', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }),
    );
    await open(page, '/contact');
    await page.getByLabel(/^Name/).fill('Axe Check');
    await page.getByLabel(/^Mobile number/).fill('012-3456789');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('WCAG 2.5.8: targets of at least 24 by 24 pixels', () => {
  const pages = ['/', '/lesson/piano', '/contact', '/gallery/photo/spring-recital-2026'];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    for (const url of pages) {
      test(`${url} at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, url);
        expect(await smallTargets(page)).toEqual([]);
      });
    }
  }

  test('the open photo viewer, the Lesson dropdown and the small-screen menu', async ({ page }) => {
    await open(page, '/gallery/photo/spring-recital-2026');
    await page.getByRole('link', { name: /^Open photo 1 of/ }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await openHeaderMenu(page, 'Lesson');
    expect(await smallTargets(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'About' })
      .click();
    expect(await smallTargets(page)).toEqual([]);
  });
});

test.describe('prefers-reduced-motion', () => {
  /** Whether anything in the element moves for longer than a blink. */
  const moving = async (container: Locator) =>
    (await motionsIn(container)).filter((motion) => motion.durationMs > trivialMs);

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const still = reducedMotion === 'reduce';

    test(`the start-up loader ${still ? 'stays still' : 'spins and fades'} (${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      // without the app's scripts nothing removes the loader, so its motion can be looked at
      await page.route('**/static/js/**', (route) => route.abort());
      await page.goto('/');
      const loader = page.locator('#page-loader');
      await expect(loader).toBeVisible();
      if (still) expect(await moving(loader)).toEqual([]);
      else expect(await moving(loader)).not.toEqual([]);
    });

    test(`the banner's scroll arrow ${still ? 'stays still' : 'bobs'} (${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await open(page, '/');
      const banner = page.getByTestId('home-banner');
      if (still) expect(await moving(banner)).toEqual([]);
      else {
        expect((await moving(banner)).map((motion) => motion.element)).toContainEqual(
          expect.stringMatching(/^span/),
        );
      }
    });

    test(`the photo viewer ${still ? 'shows photos without fading' : 'fades photos in'} (${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await open(page, '/gallery/photo/spring-recital-2026');
      await page.getByRole('link', { name: /^Open photo 1 of/ }).click();
      const viewer = page.getByRole('dialog');
      await expect(viewer.getByRole('img')).toBeVisible();
      await viewer.getByRole('button', { name: 'Next photo' }).click();
      await expect(viewer.getByText(/^2 \//)).toBeVisible();
      if (still) expect(await moving(viewer)).toEqual([]);
      else expect(await moving(viewer)).not.toEqual([]);
    });
  }

  test("the banner's scroll arrow stops bobbing within five seconds (WCAG 2.2.2)", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, '/');
    const arrow = page.getByRole('link', { name: 'Scroll down to the content' });
    // Declared motions count even once finished: on a slow load the bobbing may be over already.
    const motions = await moving(arrow);
    expect(motions).not.toEqual([]);
    for (const motion of motions) expect(motion.endMs, motion.element).toBeLessThanOrEqual(5000);
  });
});
