import type { Locator, Page } from '@playwright/test';
import { waitForContent } from '../support/axe';
import { scrollThroughHomeSections } from '../support/home';
import { FocusJournal, focused, type FocusStop } from '../support/keyboard';
import { expect, test } from '../support/test';
import { expectPanelOpen, panelSummaries } from '../support/accordion';

// An axe scan or a keyboard walk of a whole page takes tens of seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * The site with the keyboard alone: after each page.goto, only Tab, Shift+Tab, Enter, Space,
 * Escape, arrow keys and typing. Every element reached shows a visible focus indicator.
 */

const album = { folder: 'spring-recital-2026', total: 6 };

const named =
  (name: string | RegExp, within?: FocusStop['within']) =>
  (stop: FocusStop): boolean =>
    (typeof name === 'string' ? stop.name === name : name.test(stop.name)) &&
    (within === undefined || stop.within === within);

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

async function expectFocusedInside(page: Page, container: Locator) {
  expect(
    await container.evaluate((element) => element.contains(document.activeElement)),
    `focus inside ${container.toString()}`,
  ).toBe(true);
  expect(await focused(page)).not.toBeNull();
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/lesson/piano');
  await waitForContent(page);
  const journal = new FocusJournal(page);
  const skip = page.getByRole('link', { name: 'Skip to content' });

  expect(await journal.press('Tab')).toMatchObject({ name: 'Skip to content', tag: 'a' });
  const box = await skip.boundingBox();
  expect(box?.y, 'shown on screen while focused').toBeGreaterThanOrEqual(0);

  await journal.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // the next stop is in the content, past the header
  expect(await journal.press('Tab')).toMatchObject({ within: 'main' });
});

test('keyboard journey: Lesson menu, piano page, FAQ, contact form, Thank you dialog', async ({
  page,
}) => {
  await page.goto('/');
  const journal = new FocusJournal(page);
  const award = page.getByRole('dialog', { name: 'Award announcement' });
  await expect(award).toBeVisible();
  await expect(page.locator('#page-loader')).toHaveCount(0);

  // The announcement has focus on arrival and keeps it while open.
  expect(await journal.check()).toMatchObject({ name: 'Close', within: 'dialog' });
  expect(await journal.press('Tab')).toMatchObject({ name: 'Close', within: 'dialog' });
  expect(await journal.press('Shift+Tab')).toMatchObject({ name: 'Close', within: 'dialog' });
  await journal.press('Enter');
  await expect(award).toBeHidden();
  // Focus goes on from the start of the content, not from the end of the page.
  await expect(page.getByRole('main')).toBeFocused();

  // Back up into the header and open the Lesson menu.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const lessonToggle = nav.getByRole('button', { name: 'Lesson' });
  await journal.pressUntil('Shift+Tab', named('Lesson', 'header'), 10);
  await journal.press('Enter');
  await expect(lessonToggle).toHaveAttribute('aria-expanded', 'true');
  expect(await journal.press('ArrowDown')).toMatchObject({ name: 'Piano', href: '/lesson/piano' });
  await journal.press('Enter');

  await expect(page).toHaveURL('/lesson/piano');
  await waitForContent(page);
  await expect(lessonToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main')).toBeFocused();

  // Open the first question of the FAQ.
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = panelSummaries(faq).first();
  const questionName = (await question.textContent()) ?? '';
  await journal.pressUntil('Tab', named(questionName, 'main'));
  await journal.press('Enter');
  await expectPanelOpen(question);
  await expect(faq.getByRole('region', { name: questionName })).toBeVisible();
  await journal.press('Space');
  await expectPanelOpen(question, false);
  await journal.press('Space');
  await expectPanelOpen(question);

  // Get Started (above the FAQ) leads to the contact page with piano chosen.
  await journal.pressUntil('Shift+Tab', named('Get Started', 'main'), 10);
  await journal.press('Enter');
  await expect(page).toHaveURL(/\/contact\?instrument=Piano$/);
  await waitForContent(page);
  await expect(page.getByRole('main')).toBeFocused();

  // Fill the form field by field.
  const form = page.locator('form');
  await journal.pressUntil('Tab', (stop) => stop.id === 'enquiry-class');
  await expect(form.getByRole('combobox', { name: 'Class' })).toHaveValue('Piano');
  await journal.press('Tab');
  await expect(form.getByRole('radio', { name: 'Mr' })).toBeFocused();
  await journal.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Ms' })).toBeChecked();
  await journal.pressUntil('Tab', (stop) => stop.id === 'enquiry-name');
  await page.keyboard.type('Keyboard Visitor');
  await journal.pressUntil('Tab', (stop) => stop.id === 'enquiry-phone');
  await page.keyboard.type('012-3456789');
  await journal.pressUntil('Tab', (stop) => stop.id === 'enquiry-email');
  await page.keyboard.type('keys@example.com');
  await journal.press('Tab');
  await expect(form.getByRole('radio', { name: 'WhatsApp' })).toBeFocused();
  await journal.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Phone Call' })).toBeChecked();
  await journal.pressUntil('Tab', (stop) => stop.id === 'enquiry-remark');
  await page.keyboard.type('Sent with the keyboard only.');
  await journal.pressUntil('Tab', named('Submit', 'main'), 5);

  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/general/enquiry') && response.request().method() === 'POST',
  );
  await journal.press('Enter');
  expect((await answered).status()).toBe(201);

  // The Thank you dialog holds focus until it is closed, then focus returns to the form.
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await expectFocusedInside(page, thanks);
  expect(await journal.press('Tab')).toMatchObject({ name: 'Close', within: 'dialog' });
  expect(await journal.press('Tab')).toMatchObject({ name: 'Close', within: 'dialog' });
  expect(await journal.press('Shift+Tab')).toMatchObject({ name: 'Close', within: 'dialog' });
  await journal.press('Enter');
  await expect(thanks).toBeHidden();
  const formHeading = page.getByRole('heading', { level: 2, name: 'Book a free trial' });
  await expect(formHeading).toBeFocused();
  // and the next Tab carries on in the (cleared) form
  expect(await journal.press('Tab')).toMatchObject({ id: 'enquiry-class' });
  await expect(form.getByLabel(/^Name/)).toHaveValue('');

  expect(journal.stops.length).toBeGreaterThan(15);
});

test('the photo viewer by keyboard: open, page with wrap-around, trap, close', async ({ page }) => {
  await page.goto(`/gallery/photo/${album.folder}`);
  await waitForContent(page);
  const journal = new FocusJournal(page);
  const first = page.getByRole('link', { name: `Open photo 1 of ${album.total}` });

  await journal.pressUntil('Tab', named(`Open photo 1 of ${album.total}`, 'main'));
  await journal.press('Enter');
  const viewer = page.getByRole('dialog');
  const counter = viewer.getByText(/^\d+ \/ \d+$/);
  await expect(viewer).toBeVisible();
  await expect(counter).toHaveText(`1 / ${album.total}`);
  await expect(viewer.getByRole('img', { name: `photo 1 of ${album.total}` })).toBeVisible();
  await expectFocusedInside(page, viewer);
  expect(await journal.check()).toMatchObject({ name: 'Close photo viewer' });

  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${album.total} / ${album.total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${album.total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${album.total}`);
  await expect(viewer.getByRole('img', { name: `photo 2 of ${album.total}` })).toBeVisible();

  // Tab and Shift+Tab go round the viewer's three buttons and never leave it.
  const names = [];
  for (let count = 0; count < 4; count += 1) names.push((await journal.press('Tab'))?.name);
  expect(names).toEqual(['Previous photo', 'Next photo', 'Close photo viewer', 'Previous photo']);
  expect(await journal.press('Shift+Tab')).toMatchObject({ name: 'Close photo viewer' });
  expect(await journal.press('Shift+Tab')).toMatchObject({ name: 'Next photo' });
  await journal.press('Enter');
  await expect(counter).toHaveText(`3 / ${album.total}`);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  expect(await isFocused(first)).toBe(true);
  // the next thumbnail opens the same way: a link to its photo, which Enter follows
  await journal.press('Tab');
  await journal.press('Enter');
  await expect(page.getByRole('dialog').getByText(/^\d+ \/ \d+$/)).toHaveText(`2 / ${album.total}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: `Open photo 2 of ${album.total}` })).toBeFocused();
});

test('a small-screen visitor opens the menu and a lesson page by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await waitForContent(page);
  const journal = new FocusJournal(page);
  await journal.pressUntil('Tab', named('Menu', 'header'), 5);
  await journal.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await journal.pressUntil('Tab', named('Lesson', 'header'), 5);
  await journal.press('Enter');
  await journal.pressUntil('Tab', named('Violin', 'header'), 5);
  await journal.press('Enter');
  await expect(page).toHaveURL('/lesson/violin');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
});

for (const url of ['/', '/lesson/piano', '/contact', `/gallery/photo/${album.folder}`]) {
  test(`every Tab stop on ${url} shows where focus is`, async ({ page }) => {
    await page.goto(url);
    if (url === '/') {
      await expect(page.getByRole('dialog', { name: 'Award announcement' })).toBeVisible();
      await page.keyboard.press('Escape');
      // its sections load as they near the viewport: have them all, then start from the top
      await scrollThroughHomeSections(page);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await waitForContent(page);
    const journal = new FocusJournal(page);
    // round the whole page, until focus leaves it for the browser or comes back to the start
    expect(await journal.press('Tab')).not.toBeNull();
    const start = await page.evaluateHandle(() => document.activeElement);
    for (let count = 0; count < 150; count += 1) {
      const stop = await journal.press('Tab');
      if (stop === null || (await start.evaluate((element) => element === document.activeElement)))
        break;
    }
    expect(journal.stops.length).toBeGreaterThan(10);
  });
}
