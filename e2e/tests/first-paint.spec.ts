import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  expectArrowDownOpensNext,
  expectPanelOpen,
  openPanelSummaries,
  panelSummary,
} from '../support/accordion';
import { holdPageCode, isMainHydrated, waitForHydratedMain } from '../support/hydration';
import { expect, preparePage, test } from '../support/test';

/**
 * Every control the server draws works from the first paint: the header's menus and the
 * small-screen menu are popovers, the award announcement a <dialog> drawn open with a
 * method="dialog" form, the accordions <details>. Checked twice: with JavaScript off, and with
 * the page's code held back while the visitor presses (hydration pending), then taken over.
 */

const phone = { width: 390, height: 844 };

async function pageWithoutScripts(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await preparePage(page);
  return { page, context };
}

/**
 * A page of its own whose scripts wait until released: the suite's page would wait for the
 * code after each load.
 */
async function heldBack(context: BrowserContext) {
  const page = await context.newPage();
  await preparePage(page);
  return { page, code: await holdPageCode(page) };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('without JavaScript', () => {
  test('the header menus open, close, and their links lead to their pages', async ({ browser }) => {
    const { page, context } = await pageWithoutScripts(browser);
    await page.goto('/terms');
    const nav = mainNav(page);
    const lesson = nav.getByRole('button', { name: 'Lesson' });
    const piano = nav.getByRole('link', { name: 'Piano' });
    await expect(piano).toBeHidden();
    await lesson.click();
    await expect(piano).toBeVisible();
    // under its button, not wherever the top layer would put it
    const [button, menu] = await Promise.all([lesson.boundingBox(), piano.boundingBox()]);
    expect(menu?.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0) - 1);
    expect(Math.abs((menu?.x ?? 0) - (button?.x ?? 0))).toBeLessThan(40);
    // Escape, a press outside, or another menu closes it
    await page.keyboard.press('Escape');
    await expect(piano).toBeHidden();
    await lesson.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(piano).toBeHidden();
    await lesson.click();
    await nav.getByRole('button', { name: 'About' }).click();
    await expect(piano).toBeHidden();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/about/faq');

    await mainNav(page).getByRole('button', { name: 'Lesson' }).click();
    await mainNav(page).getByRole('link', { name: 'Piano' }).click();
    await expect(page).toHaveURL('/lesson/piano');
    await mainNav(page).getByRole('button', { name: 'Gallery' }).click();
    await mainNav(page).getByRole('link', { name: 'Photo' }).click();
    await expect(page).toHaveURL('/gallery/photo');
    await context.close();
  });

  test('the small-screen menu opens and closes, and its menus lead to their pages', async ({
    browser,
  }) => {
    const { page, context } = await pageWithoutScripts(browser, phone);
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = mainNav(page);
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await toggle.click();
    const about = nav.getByRole('button', { name: 'About' });
    await about.click();
    // the submenu opens inside the menu, which stays open; the other entries step aside
    await expect(nav.getByRole('link', { name: 'Set-Up' })).toBeVisible();
    await expect(about).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Set-Up' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
    await about.click();
    await nav.getByRole('link', { name: 'Set-Up' }).click();
    await expect(page).toHaveURL('/about/setup-online-lesson');
    await expect(mainNav(page)).toBeHidden();
    await context.close();
  });

  test('the award announcement closes with its button, and with Escape', async ({ browser }) => {
    const { page, context } = await pageWithoutScripts(browser);
    await page.goto('/');
    const award = page.getByRole('dialog', { name: 'Award announcement' });
    await expect(award).toBeVisible();
    await expect(award).toBeInViewport({ ratio: 1 });
    await award.getByRole('button', { name: 'Close' }).click();
    await expect(award).toBeHidden();

    await page.reload();
    await expect(award).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(award).toBeHidden();
    await context.close();
  });

  test('FAQ answers open, one at a time', async ({ browser }) => {
    const { page, context } = await pageWithoutScripts(browser);
    await page.goto('/about/faq');
    const main = page.getByRole('main');
    const ages = panelSummary(main, 'What is the best age to start music lessons?');
    await ages.click();
    await expect(main.getByText(/and guitar from 7/)).toBeVisible();
    const trial = panelSummary(main, 'Do you offer a free trial lesson?');
    await trial.click();
    await expectPanelOpen(trial);
    await expect(main.getByText(/and guitar from 7/)).toBeHidden();
    await expect(openPanelSummaries(main)).toHaveCount(1);

    await page.goto('/lesson/piano');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const question = panelSummary(faq, 'What is the best age to start piano lessons?');
    await question.click();
    await expect(faq.getByText('4-5 years old')).toBeVisible();
    await context.close();
  });

  test('the set-up guide opens the ?section panel, and one panel at a time', async ({
    browser,
  }) => {
    const { page, context } = await pageWithoutScripts(browser);
    await page.goto('/about/setup-online-lesson?section=guitar');
    const main = page.getByRole('main');
    const guitar = panelSummary(main, 'Online Guitar / Ukulele Lesson');
    await expectPanelOpen(guitar);
    await expect(
      main.getByRole('region', { name: 'Online Guitar / Ukulele Lesson' }),
    ).toBeVisible();
    await expect(openPanelSummaries(main)).toHaveCount(1);
    await panelSummary(main, 'Online Vocal Lesson').click();
    await expectPanelOpen(guitar, false);
    await expect(openPanelSummaries(main)).toHaveCount(1);
    await context.close();
  });
});

test.describe('while hydration is pending', () => {
  test('the header menu opens at once, and hydration takes it over open', async ({ context }) => {
    const { page, code } = await heldBack(context);
    await page.goto('/terms', { waitUntil: 'commit' });
    const nav = mainNav(page);
    const about = nav.getByRole('button', { name: 'About' });
    await about.click();
    await expect(nav.getByRole('link', { name: 'Boards' })).toBeVisible();
    expect(await isMainHydrated(page)).toBe(false);

    code.release();
    await waitForHydratedMain(page);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Boards' })).toBeVisible();
    // React's part now: choosing a link moves within the app and folds the menu away
    await nav.getByRole('link', { name: 'Boards' }).click();
    await expect(page).toHaveURL('/about/exam-boards');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Boards' })).toBeHidden();
  });

  test('a Gallery menu opened before hydration lists the concerts once the page code runs', async ({
    context,
  }) => {
    const { page, code } = await heldBack(context);
    await page.goto('/terms', { waitUntil: 'commit' });
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Gallery' }).click();
    await expect(nav.getByRole('link', { name: 'Video' })).toBeVisible();
    // the pointer leaves: only the open menu and the focus say the visitor reached for it
    await page.mouse.move(0, 700);

    code.release();
    await waitForHydratedMain(page);
    await expect(nav.getByRole('link', { name: 'Year-End Concert 2025' })).toBeVisible();
  });

  test('the small-screen menu opens at once, and closes once a link is chosen after hydration', async ({
    context,
  }) => {
    const { page, code } = await heldBack(context);
    await page.setViewportSize(phone);
    await page.goto('/lesson/piano', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeVisible();

    code.release();
    await waitForHydratedMain(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('the award announcement closes before hydration and stays closed after it', async ({
    context,
  }) => {
    const { page, code } = await heldBack(context);
    await page.goto('/', { waitUntil: 'commit' });
    const award = page.getByRole('dialog', { name: 'Award announcement' });
    await award.getByRole('button', { name: 'Close' }).click();
    await expect(award).toBeHidden();

    code.release();
    await waitForHydratedMain(page);
    await page.waitForFunction(() => document.getElementById('page-loader') === null);
    await expect(award).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('harmoni.award-modal.dismissed'))).toBe(
      'true',
    );
  });

  test('the award announcement becomes modal where it is, when hydrated', async ({ context }) => {
    const { page, code } = await heldBack(context);
    await page.goto('/', { waitUntil: 'commit' });
    const award = page.getByRole('dialog', { name: 'Award announcement' });
    await expect(award).toBeVisible();
    const before = await award.boundingBox();

    code.release();
    await waitForHydratedMain(page);
    await expect.poll(() => award.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    expect(await award.boundingBox()).toEqual(before);
    await expect(award.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(award).toBeHidden();
  });

  test('FAQ answers open at once, and hydration keeps them as the visitor left them', async ({
    context,
  }) => {
    const { page, code } = await heldBack(context);
    await page.goto('/about/faq', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const ages = panelSummary(main, 'What is the best age to start music lessons?');
    await ages.click();
    await expect(main.getByText(/and guitar from 7/)).toBeVisible();
    expect(await isMainHydrated(page)).toBe(false);

    code.release();
    await waitForHydratedMain(page);
    await expectPanelOpen(ages);
    // from the keyboard, React's arrow keys and the browser's one-open rule together
    const trial = panelSummary(main, 'Do you offer a free trial lesson?');
    await expectArrowDownOpensNext(page, ages, trial);
  });

  test('the set-up guide opens the ?section panel before hydration', async ({ context }) => {
    const { page, code } = await heldBack(context);
    await page.goto('/about/setup-online-lesson?section=vocal', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expectPanelOpen(panelSummary(main, 'Online Vocal Lesson'));
    await panelSummary(main, 'Online Piano Lesson').click();
    await expectPanelOpen(panelSummary(main, 'Online Vocal Lesson'), false);
    code.release();
    await waitForHydratedMain(page);
    await expectPanelOpen(panelSummary(main, 'Online Piano Lesson'));
    await expect(openPanelSummaries(main)).toHaveCount(1);
  });
});
