import { expect, test } from '../support/test';
import { dismissAwardModal } from '../support/home';
import { openHeaderMenu } from '../support/menus';

test.describe('page shell', () => {
  test('the start-up loader fades out and leaves the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#page-loader')).toHaveCount(0, { timeout: 5000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harmoni Music School' }),
    ).toBeVisible();
  });

  test("before any script runs, the loader shows the school's logo (the header's file)", async ({
    page,
  }) => {
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/');
    const logo = page.locator('#page-loader img');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/assets/images/logo-white.svg');
    // decorative: the loader's status already says what is happening
    await expect(logo).toHaveAttribute('alt', '');
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('an unknown path gets the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(
      'Page Not Found | Harmoni Music School - Music School in Setia Alam',
    );
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('home-banner')).toBeVisible();
  });

  test('the header lists lessons with a page, in title case, from the lesson service', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    const lessonMenu = await openHeaderMenu(page, 'Lesson');
    await expect(lessonMenu.getByRole('link')).toHaveText([
      'Piano',
      'Violin',
      'Guitar',
      'Vocal',
      'Ukulele',
      'Keyboard',
      'Cello',
      'Online Lesson',
    ]);
    await expect(lessonMenu.getByRole('link', { name: 'Online Lesson' })).toHaveAttribute(
      'href',
      '/lesson/online-lesson',
    );
    // 'theory' has no lesson page, so it is not in the menu
    await expect(lessonMenu.getByRole('link', { name: 'Theory' })).toHaveCount(0);
  });

  test('the Gallery dropdown lists Photo, Video, then displayed concerts only', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    const galleryMenu = await openHeaderMenu(page, 'Gallery');
    await expect(galleryMenu.getByRole('link')).toHaveText([
      'Photo',
      'Video',
      'Year-End Concert 2025',
      'Spring Recital 2025',
      'Charity Concert 2024',
    ]);
    await expect(galleryMenu.getByRole('link', { name: 'Spring Recital 2025' })).toHaveAttribute(
      'href',
      '/gallery/concert/spring-recital-2025',
    );
  });

  test('the About dropdown opens by keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    const about = page.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('ArrowDown');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Vision & Mission' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
  });

  test('the footer links reach the pages that exist, and social links open in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    await footer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('home-banner')).toBeVisible();

    const socials = footer.getByRole('link', { name: /opens in a new tab/ });
    await expect(socials).toHaveCount(4);
    for (const social of await socials.all()) {
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(social).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Harmoni Music School`);
  });

  test('the header Home and Contact links are in place', async ({ page }) => {
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('header states', () => {
  test('transparent over the hero, solid with shadow and grey logo after scrolling past 1px', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    const header = page.locator('header[data-style]');
    await expect(header).toHaveAttribute('data-style', 'transparent');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header.locator('img[data-logo]')).toHaveAttribute('data-logo', 'white');

    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 2));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header.locator('img[data-logo]')).toHaveAttribute('data-logo', 'grey');
    const shadow = await header.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(shadow).not.toBe('none');
  });

  test('policy pages get the static header with room beneath it', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('header[data-style]')).toHaveAttribute('data-style', 'static');
    const padding = await page
      .locator('#main-content')
      .evaluate((element) => parseFloat(getComputedStyle(element).paddingTop));
    expect(padding).toBeGreaterThan(60);
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is collapsible and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await dismissAwardModal(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Gallery' }).click();
    await nav.getByRole('link', { name: 'Video' }).click();
    await expect(page).toHaveURL('/gallery/video');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
