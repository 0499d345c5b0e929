import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, preparePage, test } from '../support/test';
import { dismissAwardModal, revealHomeSection, scrollThroughHomeSections } from '../support/home';
import { openHeaderMenu } from '../support/menus';
import { serveApp, type AppServerHandle } from '../support/servers';

/** This file's own servers, in the 3130-3139 range kept for the home and lesson tests. */
const ports = { shell: 3130, gallery: 3132 } as const;

const principal = 'Ms. Lim Mei Ling';
const award = '2023 Selangor Outstanding Music Educator Award';

/** The lesson cards, in the order of lesson.txt, and where each one must lead. */
const cardTargets = [
  ['Piano', '/lesson/piano'],
  ['Violin', '/lesson/violin'],
  ['Guitar', '/lesson/guitar'],
  ['Vocal', '/lesson/vocal'],
  ['Ukulele', '/lesson/ukulele'],
  ['Keyboard', '/lesson/keyboard'],
  ['Cello', '/lesson/cello'],
  ['Online Lesson', '/lesson/online-lesson'],
  ['Theory', '/contact?instrument=theory'],
] as const;

function lessonsSection(page: Page) {
  return page.getByRole('region', { name: 'Our Lessons' });
}

function isLessonList(url: string): boolean {
  return new URL(url).pathname.endsWith('/assets/docs/lesson.txt');
}

test.describe('home page', () => {
  test('every section renders with its content', async ({ page }) => {
    await page.goto('/');
    await dismissAwardModal(page);

    const banner = page.getByTestId('home-banner');
    await expect(
      banner.getByRole('heading', { level: 1, name: 'Harmoni Music School' }),
    ).toBeVisible();
    await expect(banner).toContainText('Setia Alam');

    const intro = page.locator('#home-content');
    await expect(
      intro.getByRole('heading', { name: 'Lessons that grow with your child' }),
    ).toBeVisible();
    await expect(intro.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await scrollThroughHomeSections(page);
    await expect(lessonsSection(page).getByRole('heading', { level: 3 })).toHaveText(
      cardTargets.map(([title]) => title),
    );

    const whyUs = page.getByRole('region', { name: 'Why Us' });
    await expect(whyUs.getByRole('heading', { level: 3 })).toHaveText([
      'Designed for you',
      'Teachers',
      'Environment',
      'Showcase',
      'Assessment',
      'Cover',
    ]);
    await expect(whyUs.getByRole('link', { name: 'Terms apply' })).toHaveAttribute(
      'href',
      '/terms',
    );

    const note = page.getByRole('region', { name: `Congratulations, ${principal}` });
    await expect(note).toContainText(award);

    // the sections of mf-gallery and mf-about
    await expect(
      page.getByRole('region', { name: 'Events' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Event Recaps' })
        .getByRole('list', { name: 'Event recap videos' })
        .getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'What Our Families Say' }).getByRole('listitem'),
    ).not.toHaveCount(0);

    // in the order of the spec: intro, events, recaps, lessons, why us, testimonials, award note
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Lessons that grow with your child',
      'Events',
      'Event Recaps',
      'Our Lessons',
      'Why Us',
      'What Our Families Say',
      `Congratulations, ${principal}`,
    ]);
  });

  test('has no accessibility violations, with the award modal open and once dismissed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Award announcement' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await dismissAwardModal(page);
    await scrollThroughHomeSections(page);
    await expect(lessonsSection(page).getByRole('listitem')).toHaveCount(9);
    await expect(page.getByRole('region', { name: 'Why Us' }).getByRole('listitem')).toHaveCount(6);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('its title and description aim at a music school in Setia Alam', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(
      'Music Lessons in Setia Alam | Harmoni Music School - Music School in Setia Alam',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /music school in Setia Alam/,
    );
  });

  test('the banner takes 85% of the screen height, and shows its picture at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const banner = page.getByTestId('home-banner');
    await expect
      .poll(() => banner.evaluate((element) => element.getBoundingClientRect().height))
      .toBeCloseTo(800 * 0.85, 0);
    const picture = banner.getByRole('img');
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    // a 1280-pixel screen gets the full-width WebP (a phone, the half-width one)
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/\/assets\/images\/home\/banner\.webp$/);
  });

  test('the scroll arrow moves the page down to the content', async ({ page }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Scroll down to the content' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // the intro ends up just below the fixed header
    await expect
      .poll(() =>
        page.locator('#home-content').evaluate((element) => element.getBoundingClientRect().top),
      )
      .toBeLessThan(120);
  });

  test('two lesson cards per row on medium screens and up, one on small screens', async ({
    page,
  }) => {
    const tops = () =>
      lessonsSection(page)
        .getByRole('listitem')
        .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getBoundingClientRect().top));

    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await revealHomeSection(page, 'lessons/LessonCards');
    await expect(lessonsSection(page).getByRole('listitem')).toHaveCount(9);
    const [first, second, third] = await tops();
    expect(second).toBe(first);
    expect(third).toBeGreaterThan(first ?? 0);

    await page.setViewportSize({ width: 375, height: 740 });
    const [narrowFirst, narrowSecond] = await tops();
    expect(narrowSecond).toBeGreaterThan(narrowFirst ?? 0);
  });

  test('the lesson card pictures come from mf-lessons, as webp, sized', async ({ page }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    await revealHomeSection(page, 'lessons/LessonCards');
    const pictures = lessonsSection(page).getByRole('img');
    await expect(pictures).toHaveCount(9);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('width', '600');
      await expect(picture).toHaveAttribute('height', '400');
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(600);
      const source = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(source).toMatch(/\/assets\/images\/lesson\/[\w-]+\.webp$/);
      expect(new URL(source).origin).not.toBe(new URL(page.url()).origin);
    }
  });

  for (const [title, target] of cardTargets) {
    test(`the ${title} card goes to ${target}`, async ({ page }) => {
      await page.goto('/');
      await dismissAwardModal(page);
      await revealHomeSection(page, 'lessons/LessonCards');
      await lessonsSection(page).getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(target);
      if (target.startsWith('/lesson/')) {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  }

  test('lesson.txt is requested once per page load, for the header and the cards alike', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isLessonList(request.url())) requests.push(request.url());
    });
    await page.goto('/');
    await dismissAwardModal(page);
    await revealHomeSection(page, 'lessons/LessonCards');
    await expect(lessonsSection(page).getByRole('listitem')).toHaveCount(9);
    const menu = await openHeaderMenu(page, 'Lesson');
    await expect(menu.getByRole('link', { name: 'Piano' })).toBeVisible();
    expect(requests).toHaveLength(1);

    // a lesson page reached from here uses the list already loaded
    await lessonsSection(page).getByRole('link', { name: 'Violin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Violin Lessons' })).toBeVisible();
    expect(requests).toHaveLength(1);

    // a lesson page loaded afresh carries the list the server read to draw it: the page and the
    // header's menu use that copy
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Violin Lessons' })).toBeVisible();
    const lessonMenu = await openHeaderMenu(page, 'Lesson');
    await expect(lessonMenu.getByRole('link', { name: 'Piano' })).toBeVisible();
    expect(requests).toHaveLength(1);
  });
});

test.describe('award announcement', () => {
  test('shows on arrival as a modal dialog with focus inside it', async ({ page }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Award announcement' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(principal);
    await expect(modal).toContainText(award);
    // drawn open by the server, modal once the page's code has run
    await expect.poll(() => modal.evaluate((element) => element.matches(':modal'))).toBe(true);

    const close = modal.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
  });

  test('its Close button dismisses it, for the rest of the visit', async ({ page }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Award announcement' });
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // the page behind is usable again
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL('/terms');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await revealHomeSection(page, 'lessons/LessonCards');
    await expect(page.getByRole('region', { name: 'Our Lessons' })).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test('Escape dismisses it', async ({ page }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Award announcement' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.getByRole('link', { name: 'Scroll down to the content' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('shows again on a new visit', async ({ browser }) => {
    const first = await browser.newPage();
    await preparePage(first);
    await first.goto('/');
    await dismissAwardModal(first);
    await first.close();
    const second = await browser.newPage();
    await preparePage(second);
    await second.goto('/');
    await expect(second.getByRole('dialog', { name: 'Award announcement' })).toBeVisible();
    await second.close();
  });
});

test.describe('home page with mf-gallery down', () => {
  let gallery: AppServerHandle | undefined;
  let shell: AppServerHandle | undefined;

  test.beforeAll(async () => {
    gallery = await serveApp('mf-gallery', ports.gallery, {
      SHELL_ORIGINS: `http://localhost:${ports.shell}`,
    });
    shell = await serveApp('shell', ports.shell, {
      GALLERY_URL: `http://localhost:${ports.gallery}`,
    });
  });

  test.afterAll(async () => {
    await shell?.close();
    await gallery?.close();
  });

  test('still renders its other sections when the gallery server is stopped', async ({ page }) => {
    await gallery?.close();
    await page.goto(`${shell?.url}/`);
    await dismissAwardModal(page);

    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect(
      page.locator('#home-content').getByRole('link', { name: 'Get Started' }),
    ).toBeVisible();
    await scrollThroughHomeSections(page);
    await expect(lessonsSection(page).getByRole('listitem')).toHaveCount(9);
    await expect(page.getByRole('region', { name: 'Why Us' })).toBeVisible();
    await expect(page.getByRole('region', { name: `Congratulations, ${principal}` })).toBeVisible();

    for (const label of ['the events section', 'the event recaps section']) {
      await expect(
        page.getByRole('alert').filter({ hasText: `Sorry, ${label} is not available right now.` }),
      ).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
